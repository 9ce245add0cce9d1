import {
  type ConfigChange,
  configChangeSchema,
  type Page,
  queryDictionaryHistory,
  queryParamHistory,
} from '@procuremart/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { ParsedInput } from '../../platform/bind-call';
import { now } from '../../platform/clock';
import { filtersOf } from '../../platform/list-filters';
import { type AnyFilter, defineListQuery, runList } from '../../platform/lists';
import { rowReader } from '../../platform/row-reader';
import { users } from '../identity/shared-tables';
import { orgs } from '../org/shared-tables';
import { configChanges } from './tables';

type ChangeKind = 'dict' | 'param';

export interface ConfigChangeRecord {
  kind: ChangeKind;
  scopeKey: string;
  targetKey: string;
  orgId?: number | null;
  oldValue: string | null;
  newValue: string | null;
}

/** Keeps one change in the history, in the transaction of the change. */
export async function recordConfigChange(tx: Tx, actor: Actor, change: ConfigChangeRecord): Promise<void> {
  await tx.insert(configChanges).values({ ...change, changedBy: actor.userId, changedAt: now() });
}

type DictHistoryQuery = ParsedInput<typeof queryDictionaryHistory>;
type ParamHistoryQuery = ParsedInput<typeof queryParamHistory>;

/** A change with the name of who made it and of the organisation whose own value it set. */
const changeRow = rowReader(configChangeSchema, configChanges, {
  changeId: configChanges.id,
  orgName: orgs.name,
  username: users.username,
});

/** The changes of one kind, newest first; `filters` say which dictionary or parameter (the call's scope). */
const historyList = (kind: ChangeKind, filters: Record<string, AnyFilter>) =>
  defineListQuery<DictHistoryQuery | ParamHistoryQuery>()({
    rows: (db) =>
      db
        .select(changeRow.columns)
        .from(configChanges)
        .leftJoin(users, eq(users.id, configChanges.changedBy))
        .leftJoin(orgs, eq(orgs.id, configChanges.orgId))
        .$dynamic(),
    count: (db) => db.select({ total: count() }).from(configChanges).$dynamic(),
    where: eq(configChanges.kind, kind),
    filters,
    sorts: { changedAt: configChanges.changedAt },
    defaultOrder: [desc(configChanges.changedAt)],
    tieBreaker: configChanges.id,
    map: changeRow.toRow,
  });

const dictionaryHistory = historyList(
  'dict',
  filtersOf(queryDictionaryHistory, { dictCode: configChanges.scopeKey }),
);
const paramHistory = historyList('param', filtersOf(queryParamHistory, { key: configChanges.scopeKey }));

/** One dictionary's changes (its items' labels and order), newest first. */
export const listDictionaryChanges = (db: Db, query: DictHistoryQuery): Promise<Page<ConfigChange>> =>
  runList(db, dictionaryHistory, query);

/** Parameter changes, of one parameter when the query names it, newest first. */
export const listParamChanges = (db: Db, query: ParamHistoryQuery): Promise<Page<ConfigChange>> =>
  runList(db, paramHistory, query);

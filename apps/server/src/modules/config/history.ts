import type { ConfigChange, Page } from '@procuremart/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { now } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { isoText } from '../../platform/ids';
import { customInput, defineListQuery, runList } from '../../platform/lists';
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

interface HistoryQuery {
  pageNo: number;
  pageSize: number;
  sort?: { field: 'changedAt'; order: 'ASC' | 'DESC' };
  kind: ChangeKind;
  scopeKey?: string;
}

const historyList = defineListQuery<HistoryQuery>()({
  rows: (db) =>
    db
      .select({ change: configChanges, username: users.username, orgName: orgs.name })
      .from(configChanges)
      .leftJoin(users, eq(users.id, configChanges.changedBy))
      .leftJoin(orgs, eq(orgs.id, configChanges.orgId))
      .$dynamic(),
  count: (db) => db.select({ total: count() }).from(configChanges).$dynamic(),
  filters: {
    scope: customInput<HistoryQuery>((input) =>
      and(
        eq(configChanges.kind, input.kind),
        input.scopeKey ? eq(configChanges.scopeKey, input.scopeKey) : undefined,
      ),
    ),
  },
  sorts: { changedAt: configChanges.changedAt },
  defaultOrder: [desc(configChanges.changedAt)],
  tieBreaker: configChanges.id,
  map: ({ change, username, orgName }): ConfigChange => ({
    changeId: String(change.id),
    targetKey: change.targetKey,
    orgName,
    oldValue: change.oldValue,
    newValue: change.newValue,
    username,
    changedAt: isoText(change.changedAt),
  }),
});

/** The changes of one kind, optionally of one dictionary or parameter, newest first. */
export function listConfigChanges(db: Db, query: HistoryQuery): Promise<Page<ConfigChange>> {
  return runList(db, historyList, query);
}

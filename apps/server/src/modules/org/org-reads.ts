import {
  type OrgDetail,
  type OrgRow,
  orgMachine,
  type queryOrgTree,
  TREE_ORG_TYPE,
} from '@procuremart/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { ParsedInput } from '../../platform/bind-call';
import { parseId } from '../../platform/ids';
import { statusHistoryOf } from '../../platform/steps/status-history';
import { userNames } from '../../platform/user-names';
import { inSubtree, loadOrg, orgRows, readsEveryOrg } from './org-list';
import { orgs } from './tables';

/**
 * One tree of organisations as flat rows: a kind's organisations with their departments, or one enterprise's
 * tree (an operator's choice of `orgId`, anyone else's own). The actor's scope applies on top.
 */
export async function queryTree(
  db: Db,
  actor: Actor,
  input: ParsedInput<typeof queryOrgTree>,
): Promise<{ orgs: OrgRow[] }> {
  let where: SQL;
  if (input.treeKind === 'enterprise') {
    const root = readsEveryOrg(actor) && input.orgId ? parseId(input.orgId) : actor.orgId;
    where = root === null ? sql`false` : inSubtree(root);
  } else {
    where = eq(orgs.orgType, TREE_ORG_TYPE[input.treeKind]);
  }
  return { orgs: await orgRows(db, actor, where) };
}

/** One organisation with its management-state history, newest first. */
export async function loadOrgDetail(db: Db, actor: Actor, orgId: number): Promise<OrgDetail> {
  const row = await loadOrg(db, actor, orgId);
  return { ...row, history: await statusHistoryOf(db, orgMachine, orgId, userNames()) };
}

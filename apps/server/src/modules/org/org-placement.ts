import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { inSubtree } from './org-list';
import { orgs } from './tables';

/** Where an organisation or department sits: its own type, and the top organisation of its tree with its class. */
export interface OrgPlacement {
  orgId: number;
  /** null for a top organisation. */
  parentId: number | null;
  /** A department keeps its top organisation's type. */
  orgType: string;
  topId: number;
  topMemberClass: string;
}

/** The id of the top organisation of `orgId`'s tree (itself when it is one), as a scalar subquery. */
export const topOrgIdSql = (orgId: number): SQL =>
  sql`(with recursive up(id, parent_id) as (
         select ${orgs.id}, ${orgs.parentId} from ${orgs} where ${orgs.id} = ${orgId}
         union all select o.id, o.parent_id from ${orgs} o join up on o.id = up.parent_id)
       select id from up where parent_id is null limit 1)`;

/** The placement of an organisation or department, or null when there is none with this id. */
export async function placementOf(db: Db | Tx, orgId: number): Promise<OrgPlacement | null> {
  const read = async (id: number) =>
    (
      await db
        .select({
          id: orgs.id,
          parentId: orgs.parentId,
          orgType: orgs.orgType,
          memberClass: orgs.memberClass,
        })
        .from(orgs)
        .where(eq(orgs.id, id))
    )[0];
  const node = await read(orgId);
  if (!node) return null;
  let top = node;
  while (top.parentId !== null) {
    const parent = await read(top.parentId);
    if (!parent) break;
    top = parent;
  }
  return {
    orgId: node.id,
    parentId: node.parentId,
    orgType: node.orgType,
    topId: top.id,
    topMemberClass: top.memberClass,
  };
}

/** A department of the organisation `topId` (anywhere under it) by its name, or null. */
export async function departmentNamed(db: Db | Tx, topId: number, name: string): Promise<number | null> {
  const rows = await db
    .select({ id: orgs.id, parentId: orgs.parentId, name: orgs.name })
    .from(orgs)
    .where(inSubtree(topId));
  return rows.find((row) => row.parentId !== null && row.name === name)?.id ?? null;
}

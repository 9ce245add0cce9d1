import { TRADING_ORG_STATES } from '@procuremart/contract';
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { inSubtree } from './org-list';
import { isTrading } from './org-steps';
import { orgs } from './tables';

/**
 * Whether a member of these organisations (its organisation and its department) may sign in and trade: each
 * of them, and every organisation above them, is in operation.
 */
export async function orgsTrading(db: Db | Tx, orgIds: readonly (number | null)[]): Promise<boolean> {
  let ids = orgIds.filter((id): id is number => id !== null);
  while (ids.length > 0) {
    const rows = await db
      .select({ state: orgs.state, parentId: orgs.parentId })
      .from(orgs)
      .where(inArray(orgs.id, ids));
    if (rows.some((row) => !isTrading(row.state))) return false;
    ids = rows.map((row) => row.parentId).filter((id): id is number => id !== null);
  }
  return true;
}

/** The departments of an organisation that trade (checkout's purchasing units), each level by sort number. */
export async function purchaseUnitsOf(
  db: Db | Tx,
  orgId: number,
): Promise<{ id: number; name: string; nameEn: string }[]> {
  const trading = sql`(${sql.join(
    TRADING_ORG_STATES.map((state) => sql`${state}`),
    sql`, `,
  )})`;
  // Departments reached from the organisation through departments that trade.
  const units = sql`(with recursive unit(id) as (
      select ${orgs.id} from ${orgs} where ${orgs.parentId} = ${orgId} and ${orgs.state} in ${trading}
      union all select c.id from ${orgs} c join unit on c.parent_id = unit.id where c.state in ${trading})
    select id from unit)`;
  return db
    .select({ id: orgs.id, name: orgs.name, nameEn: orgs.nameEn })
    .from(orgs)
    .where(sql`${orgs.id} in ${units}`)
    .orderBy(asc(orgs.sortNo), asc(orgs.id));
}

/** A top organisation already registered with this credit code or name (other than `exceptId`), if any. */
export async function findRegisteredOrg(
  db: Db | Tx,
  query: { name?: string; creditCode?: string; exceptId?: number },
): Promise<{ id: number; nameTaken: boolean; creditCodeTaken: boolean } | null> {
  const conditions: SQL[] = [];
  if (query.creditCode) conditions.push(eq(orgs.creditCode, query.creditCode));
  if (query.name) conditions.push(and(eq(orgs.name, query.name), isNull(orgs.parentId)) as SQL);
  if (conditions.length === 0) return null;
  const rows = await db
    .select({ id: orgs.id, name: orgs.name, creditCode: orgs.creditCode })
    .from(orgs)
    .where(and(or(...conditions), query.exceptId ? ne(orgs.id, query.exceptId) : undefined))
    .orderBy(asc(orgs.id));
  if (rows.length === 0) return null;
  return {
    id: rows[0]!.id,
    creditCodeTaken: !!query.creditCode && rows.some((row) => row.creditCode === query.creditCode),
    nameTaken: !!query.name && rows.some((row) => row.name === query.name),
  };
}

/** The organisation and every department under it (their ids). */
export async function orgWithDepartments(db: Db | Tx, orgId: number): Promise<number[]> {
  const rows = await db.select({ id: orgs.id }).from(orgs).where(inSubtree(orgId));
  return rows.map((row) => row.id);
}

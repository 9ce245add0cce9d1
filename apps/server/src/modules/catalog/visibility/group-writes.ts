import { ErrorCode, OrgType, skuEvents } from '@procuremart/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { BusinessError, fieldError } from '../../../platform/errors';
import { sqlRows } from '../../../platform/sql-rows';
import { publish } from '../../../platform/steps/domain-events';
import { violatedUniqueConstraint } from '../../../platform/unique-violation';
import { type GroupKind, type GroupRow, groupIdOf, lockGroup, readGroup } from './groups';

const codeTaken = () => fieldError('visibility.codeTaken', 'code');

/** Wire ids of a member list; one too large for a row id becomes -1, which names no row. */
export const idsOf = (ids: readonly string[]): number[] => [
  ...new Set(ids.map((id) => (Number.isSafeInteger(Number(id)) ? Number(id) : -1))),
];

/**
 * Creates a pool or channel, or edits the one `id` names. `values` are the columns (code, name, ...).
 * Runs in a savepoint so that a concurrent duplicate code still gets the field message.
 */
export async function saveGroup(
  tx: Tx,
  kind: GroupKind,
  id: string | undefined,
  values: Record<string, string>,
  extra?: SQL,
): Promise<GroupRow> {
  const groupId = id === undefined ? null : groupIdOf(kind, id);
  const columns = Object.keys(values).map((key) =>
    sql.raw(key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
  );
  const params = Object.values(values).map((value) => sql`${value}`);
  try {
    const savedId = await tx.transaction(async (tx) => {
      const taken = await sqlRows(
        tx,
        sql`select 1 from ${kind.table} where code = ${values.code} and id <> ${groupId ?? 0}`,
      );
      if (taken.length > 0) throw codeTaken();
      if (groupId === null) {
        const [row] = await sqlRows<{ id: unknown }>(
          tx,
          sql`insert into ${kind.table} (${sql.join(columns, sql`, `)}) values (${sql.join(params, sql`, `)})
              returning id`,
        );
        return Number(row.id);
      }
      await lockGroup(tx, kind, groupId);
      const sets = columns.map((column, index) => sql`${column} = ${params[index]}`);
      await tx.execute(sql`update ${kind.table} set ${sql.join(sets, sql`, `)} where id = ${groupId}`);
      return groupId;
    });
    return await readGroup(tx, kind, savedId, extra);
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw codeTaken();
    throw error;
  }
}

/**
 * Deletes a pool or channel. Refused while organisations are granted it (and, for `refuseWithSkus`, while it
 * holds SKUs); otherwise its SKUs leave it in this write and are re-indexed.
 */
export async function deleteGroup(
  tx: Tx,
  kind: GroupKind,
  id: string,
  refuseWithSkus: boolean,
): Promise<void> {
  const groupId = groupIdOf(kind, id);
  await lockGroup(tx, kind, groupId);
  const [use] = await sqlRows<{ orgs: unknown; skus: unknown }>(
    tx,
    sql`select (select count(*) from ${kind.orgLinks} where ${kind.linkColumn} = ${groupId}) as orgs,
               (select count(*) from ${kind.skuLinks} where ${kind.linkColumn} = ${groupId}) as skus`,
  );
  if (Number(use.orgs) > 0 || (refuseWithSkus && Number(use.skus) > 0))
    throw new BusinessError(ErrorCode.business, kind.inUse);
  const removed = await sqlRows<{ sku_id: unknown }>(
    tx,
    sql`delete from ${kind.skuLinks} where ${kind.linkColumn} = ${groupId} returning sku_id`,
  );
  await tx.execute(sql`delete from ${kind.table} where id = ${groupId}`);
  if (removed.length > 0) {
    const skuIds = removed.map((row) => Number(row.sku_id));
    await publish(tx, [skuEvents.visibilityChanged.of({ skuIds })]);
  }
}

function throwIfBothWays(add: number[], remove: number[]): void {
  const removing = new Set(remove);
  if (add.some((id) => removing.has(id))) throw fieldError('visibility.addAndRemove', 'add');
}

async function throwIfMissing(
  tx: Tx,
  table: SQL,
  ids: number[],
  where: SQL,
  field: string,
  key: 'sku' | 'org',
) {
  if (ids.length === 0) return;
  const rows = await sqlRows(
    tx,
    sql`select id from ${table} where id = any(${sql.param(ids)}::bigint[]) ${where}`,
  );
  if (rows.length !== ids.length)
    throw fieldError(key === 'sku' ? 'visibility.skuNotFound' : 'visibility.orgNotFound', field);
}

/** Links `add` to the group and unlinks `remove` in a links table; answers the ids whose link changed. */
async function changeLinks(
  tx: Tx,
  links: { table: SQL; member: SQL; group: SQL },
  groupId: number,
  add: number[],
  remove: number[],
): Promise<{ added: number[]; removed: number[] }> {
  const { table, member, group } = links;
  const added =
    add.length === 0
      ? []
      : await sqlRows<{ id: unknown }>(
          tx,
          sql`insert into ${table} (${member}, ${group})
              select u.id, ${groupId} from unnest(${sql.param(add)}::bigint[]) as u(id)
              on conflict do nothing returning ${member} as id`,
        );
  const removed =
    remove.length === 0
      ? []
      : await sqlRows<{ id: unknown }>(
          tx,
          sql`delete from ${table} where ${group} = ${groupId}
                and ${member} = any(${sql.param(remove)}::bigint[]) returning ${member} as id`,
        );
  return { added: added.map((r) => Number(r.id)), removed: removed.map((r) => Number(r.id)) };
}

/** Adds SKUs to and removes SKUs from a pool or channel; every SKU whose membership changed is re-indexed. */
export async function setGroupSkus(
  tx: Tx,
  kind: GroupKind,
  id: string,
  input: { add: string[]; remove: string[] },
): Promise<{ added: number; removed: number }> {
  const groupId = groupIdOf(kind, id);
  const add = idsOf(input.add);
  const remove = idsOf(input.remove);
  throwIfBothWays(add, remove);
  await lockGroup(tx, kind, groupId);
  await throwIfMissing(tx, sql.raw('skus'), add, sql``, 'add', 'sku');
  const links = { table: kind.skuLinks, member: sql.raw('sku_id'), group: kind.linkColumn };
  const { added, removed } = await changeLinks(tx, links, groupId, add, remove);
  const changed = [...added, ...removed];
  if (changed.length > 0) await publish(tx, [skuEvents.visibilityChanged.of({ skuIds: changed })]);
  return { added: added.length, removed: removed.length };
}

/** Purchasing organisations (enterprises, not their departments) only: the rule limits buyers. */
export const PURCHASING_ORG = sql`and org_type = ${OrgType.enterprise} and parent_id is null`;

/** Grants a pool or channel to organisations and takes it back from others. */
export async function setGroupOrgs(
  tx: Tx,
  kind: GroupKind,
  id: string,
  input: { add: string[]; remove: string[] },
): Promise<{ added: number; removed: number }> {
  const groupId = groupIdOf(kind, id);
  const add = idsOf(input.add);
  const remove = idsOf(input.remove);
  throwIfBothWays(add, remove);
  await lockGroup(tx, kind, groupId);
  await throwIfMissing(tx, sql.raw('org'), add, PURCHASING_ORG, 'add', 'org');
  const links = { table: kind.orgLinks, member: sql.raw('org_id'), group: kind.linkColumn };
  const { added, removed } = await changeLinks(tx, links, groupId, add, remove);
  return { added: added.length, removed: removed.length };
}

import {
  type addCommodityGroupSkus,
  ErrorCode,
  MAX_GROUP_SKUS,
  type removeCommodityGroupSkus,
  type sortCommodityGroupSkus,
} from '@procuremart/contract';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { skus } from '../tables';
import { groupNotFound } from './group-record';
import { commodityGroupSkus, commodityGroups } from './tables';

type MembershipInput = ParsedInput<typeof addCommodityGroupSkus>;
interface MembershipResult {
  groupId: string;
  skuCount: number;
  changed: number;
}

/** Locks the group row so that membership changes of one group run one after another. */
async function lockGroup(tx: Tx, groupId: number): Promise<void> {
  const [group] = await tx
    .select({ id: commodityGroups.id })
    .from(commodityGroups)
    .where(eq(commodityGroups.id, groupId))
    .for('update');
  if (!group) throw groupNotFound();
}

/** Moves the member count by `delta`, never above the limit (nothing is kept when it would be). */
async function countMembers(tx: Tx, actor: Actor, groupId: number, delta: number): Promise<number> {
  const [row] = await tx
    .update(commodityGroups)
    .set({
      skuCount: sql`${commodityGroups.skuCount} + ${delta}`,
      updatedAt: now(),
      updatedBy: actor.userId,
    })
    .where(
      and(eq(commodityGroups.id, groupId), sql`${commodityGroups.skuCount} + ${delta} <= ${MAX_GROUP_SKUS}`),
    )
    .returning({ skuCount: commodityGroups.skuCount });
  if (!row) throw new BusinessError(ErrorCode.business, 'group.full', {}, 'skuIds');
  return row.skuCount;
}

/** Adds SKUs after the group's last one; SKUs already in the group are skipped. */
export async function addGroupSkus(tx: Tx, actor: Actor, input: MembershipInput): Promise<MembershipResult> {
  const groupId = parseId(input.groupId);
  const skuIds = input.skuIds.map(parseId);
  await lockGroup(tx, groupId);
  const found = await tx.select({ id: skus.id }).from(skus).where(inArray(skus.id, skuIds));
  if (found.length !== skuIds.length) throw fieldError('group.skuNotFound', 'skuIds');
  const [{ last }] = await tx
    .select({ last: max(commodityGroupSkus.sortNo) })
    .from(commodityGroupSkus)
    .where(eq(commodityGroupSkus.groupId, groupId));
  const start = (last ?? 0) + 1;
  const added = await tx
    .insert(commodityGroupSkus)
    .values(skuIds.map((skuId, index) => ({ groupId, skuId, sortNo: start + index })))
    .onConflictDoNothing()
    .returning({ skuId: commodityGroupSkus.skuId });
  const skuCount = await countMembers(tx, actor, groupId, added.length);
  return { groupId: idText(groupId), skuCount, changed: added.length };
}

/** Removes SKUs from the group; SKUs not in it are skipped. */
export async function removeGroupSkus(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof removeCommodityGroupSkus>,
): Promise<MembershipResult> {
  const groupId = parseId(input.groupId);
  await lockGroup(tx, groupId);
  const removed = await tx
    .delete(commodityGroupSkus)
    .where(
      and(
        eq(commodityGroupSkus.groupId, groupId),
        inArray(commodityGroupSkus.skuId, input.skuIds.map(parseId)),
      ),
    )
    .returning({ skuId: commodityGroupSkus.skuId });
  const skuCount = await countMembers(tx, actor, groupId, -removed.length);
  return { groupId: idText(groupId), skuCount, changed: removed.length };
}

/** Puts the group's SKUs in the order given, which must name exactly the group's SKUs. */
export async function sortGroupSkus(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof sortCommodityGroupSkus>,
): Promise<MembershipResult> {
  const groupId = parseId(input.groupId);
  const order = input.skuIds.map(parseId);
  await lockGroup(tx, groupId);
  const members = await tx
    .select({ skuId: commodityGroupSkus.skuId })
    .from(commodityGroupSkus)
    .where(eq(commodityGroupSkus.groupId, groupId));
  const current = new Set(members.map((m) => m.skuId));
  if (members.length !== order.length || order.some((id) => !current.has(id)))
    throw fieldError('group.orderMismatch', 'skuIds');
  await tx.execute(sql`
    update commodity_group_skus g
       set sort_no = o.ord
      from unnest(${sql.param(order)}::bigint[]) with ordinality as o(sku_id, ord)
     where g.group_id = ${groupId} and g.sku_id = o.sku_id`);
  const skuCount = await countMembers(tx, actor, groupId, 0);
  return { groupId: idText(groupId), skuCount, changed: order.length };
}

import type {
  CommodityGroup,
  createCommodityGroup as createGroupCall,
  deleteCommodityGroup as deleteGroupCall,
  updateCommodityGroup as updateGroupCall,
} from '@procuremart/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { fieldError, throwIfStale } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { violatedUniqueConstraint } from '../../../platform/unique-violation';
import { groupNotFound, loadGroup } from './group-record';
import { commodityGroups } from './tables';

const codeTaken = () => fieldError('group.codeTaken', 'groupCode');

async function throwIfCodeTaken(tx: Tx, groupCode: string, exceptId?: number): Promise<void> {
  const sameCode = eq(commodityGroups.groupCode, groupCode);
  const [row] = await tx
    .select({ id: commodityGroups.id })
    .from(commodityGroups)
    .where(exceptId ? and(sameCode, ne(commodityGroups.id, exceptId)) : sameCode);
  if (row) throw codeTaken();
}

/** A group write in a savepoint, so that a concurrent duplicate code still answers the field message. */
async function writeGroup(tx: Tx, work: (tx: Tx) => Promise<number>): Promise<CommodityGroup> {
  try {
    const groupId = await tx.transaction(work);
    return await loadGroup(tx, groupId);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'commodity_groups_group_code_key') throw codeTaken();
    throw error;
  }
}

export function createGroup(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof createGroupCall>,
): Promise<CommodityGroup> {
  return writeGroup(tx, async (tx) => {
    await throwIfCodeTaken(tx, input.groupCode);
    const at = now();
    const [created] = await tx
      .insert(commodityGroups)
      .values({ ...input, createdAt: at, updatedAt: at, updatedBy: actor.userId })
      .returning({ id: commodityGroups.id });
    return created.id;
  });
}

/** Edits a group only if nobody changed it since `version` was read (E409 otherwise). */
export function updateGroup(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof updateGroupCall>,
): Promise<CommodityGroup> {
  const groupId = parseId(input.groupId);
  return writeGroup(tx, async (tx) => {
    const [existing] = await tx
      .select({ id: commodityGroups.id })
      .from(commodityGroups)
      .where(eq(commodityGroups.id, groupId));
    if (!existing) throw groupNotFound();
    await throwIfCodeTaken(tx, input.groupCode, groupId);
    const { groupId: _id, version, ...fields } = input;
    const updated = await tx
      .update(commodityGroups)
      .set({
        ...fields,
        version: sql`${commodityGroups.version} + 1`,
        updatedAt: now(),
        updatedBy: actor.userId,
      })
      .where(and(eq(commodityGroups.id, groupId), eq(commodityGroups.version, version)))
      .returning({ id: commodityGroups.id });
    throwIfStale(updated);
    return groupId;
  });
}

/** Deletes a group; its SKU list goes with it (cascade), the SKUs stay. */
export async function deleteGroup(
  tx: Tx,
  _actor: Actor,
  input: ParsedInput<typeof deleteGroupCall>,
): Promise<{ groupId: string }> {
  const groupId = parseId(input.groupId);
  const deleted = await tx
    .delete(commodityGroups)
    .where(eq(commodityGroups.id, groupId))
    .returning({ id: commodityGroups.id });
  if (deleted.length === 0) throw groupNotFound();
  return { groupId: idText(groupId) };
}

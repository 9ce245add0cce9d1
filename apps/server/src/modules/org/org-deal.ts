import { type dealOrg as dealOrgCall, ErrorCode, ORG_PERMISSION, orgEvents } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { ParsedInput } from '../../platform/bind-call';
import { BusinessError, forbiddenError } from '../../platform/errors';
import { idText, parseId } from '../../platform/ids';
import { publish } from '../../platform/steps/domain-events';
import { atRow, takeSteps } from '../../platform/steps/take-steps';
import { violatedForeignKey } from '../../platform/unique-violation';
import { orgNotFound, orgSteps } from './org-steps';
import { orgs } from './tables';

type DealInput = ParsedInput<typeof dealOrgCall>;

/**
 * Deletes one organisation in a savepoint: never the deleter's own, one with departments, or one that any
 * other row (users, orders, suppliers and so their goods and agreements, addresses, carts, settings) points at;
 * the database's foreign keys say so, so a table added later is covered too.
 */
async function deleteOne(tx: Tx, actor: Actor, orgId: number): Promise<void> {
  try {
    await tx.transaction(async (tx) => {
      const [org] = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, orgId)).for('update');
      if (!org) throw orgNotFound();
      if (org.id === actor.orgId) throw new BusinessError(ErrorCode.business, 'org.ownOrganisation');
      const [child] = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.parentId, orgId)).limit(1);
      if (child) throw new BusinessError(ErrorCode.business, 'org.hasChildren');
      await tx.delete(orgs).where(eq(orgs.id, orgId));
    });
  } catch (error) {
    if (violatedForeignKey(error)) throw new BusinessError(ErrorCode.business, 'org.inUse');
    throw error;
  }
}

/** Start, stop, a registry state (the org machine) or delete, on one organisation or many: all or nothing. */
export async function dealOrg(
  tx: Tx,
  actor: Actor,
  input: DealInput,
): Promise<{ orgIds: string[]; state: string | null }> {
  const ids = input.orgIds.map(parseId);
  if (input.event !== 'delete') {
    const steps = await takeSteps(tx, orgSteps, { ids, event: input.event, actor, remark: input.remark });
    return { orgIds: steps.map((step) => idText(step.row.id)), state: steps.at(-1)?.to ?? null };
  }
  if (!actor.menuCodes.includes(ORG_PERMISSION.deal)) throw forbiddenError();
  // Newest first: a department and its parent deleted in one batch go child first.
  const ordered = [...new Set(ids)].sort((a, b) => b - a);
  for (const orgId of ordered) {
    try {
      await deleteOne(tx, actor, orgId);
    } catch (error) {
      throw error instanceof BusinessError ? atRow(error, orgId, ordered.length > 1) : error;
    }
  }
  await publish(tx, [orgEvents.deleted.of({ orgIds: ordered })]);
  return { orgIds: ordered.map(idText), state: null };
}

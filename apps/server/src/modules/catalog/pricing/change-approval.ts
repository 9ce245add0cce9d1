import {
  approvalEvents,
  BusinessKind,
  SkuChangeStatus,
  type SkuChangeStatusCode,
  skuChangeMachine,
} from '@procuremart/contract';
import { and, eq, inArray, not } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { type Actor, systemActor } from '../../../platform/actor';
import { idText, parseId } from '../../../platform/ids';
import { subscribe } from '../../../platform/steps/domain-events';
import { hasRunningApproval, startAudit } from '../../process';
import { applicantOf } from '../audit-applicant';
import { decideCatalogAudits } from '../audit-decisions';
import { skus } from '../tables';
import { skuChangeSteps, takeChangeStep } from './change-steps';
import { skuChangeRequests } from './tables';

const kind = BusinessKind.priceChange;

type AuditedChange = {
  id: number;
  skuName: string;
  categoryId: number;
  oldSalePrice: string;
  newSalePrice: string;
};

/**
 * A price change's audit: an approval on the platform's price-change process, named by the goods and the price
 * move ("订书机 12.00→10.00"), with the new price and the goods' category as the facts a level may read.
 */
export async function startPriceChangeAudit(
  tx: Tx,
  change: AuditedChange,
  applicantUserId: number,
  at: Date,
): Promise<void> {
  const move = ` ${change.oldSalePrice}→${change.newSalePrice}`;
  const room = 60 - move.length;
  const name = change.skuName.length > room ? `${change.skuName.slice(0, room - 1)}…` : change.skuName;
  await startAudit(
    tx,
    {
      businessKind: kind,
      subjectId: change.id,
      subjectNo: `${name}${move}`,
      applicantUserId,
      facts: { amount: change.newSalePrice, categoryIds: [change.categoryId] },
    },
    at,
  );
}

/**
 * The operator approves or rejects (with the reason) waiting change requests, one or a batch, all or nothing:
 * each request's audit is decided through the engine (their own open task); a request moves when its audit ends.
 */
export async function auditPriceChange(
  tx: Tx,
  actor: Actor,
  input: { changeIds: string[]; approved: boolean; reason: string },
) {
  const ids = await decideCatalogAudits(tx, actor, {
    binding: skuChangeSteps,
    businessKind: kind,
    ids: input.changeIds.map(parseId),
    awaiting: SkuChangeStatus.pending,
    approved: input.approved,
    remark: input.reason,
  });
  const after = await tx
    .select({ id: skuChangeRequests.id, status: skuChangeRequests.status })
    .from(skuChangeRequests)
    .where(inArray(skuChangeRequests.id, ids));
  const statusOf = new Map(after.map((row) => [row.id, row.status as SkuChangeStatusCode]));
  return { changeIds: ids.map(idText), status: statusOf.get(ids.at(-1)!) ?? SkuChangeStatus.pending };
}

/**
 * A change request's audit ended (on the change audit page or the task list): approved, its prices go on sale
 * (price history, re-indexing); rejected, the old ones stay, with the reason. Its record names the deciding
 * operator.
 */
export const priceChangeSubscribers = [
  subscribe(approvalEvents.finished, 'catalog.priceChangeFinished', async (tx, payload) => {
    if (payload.businessKind !== kind) return;
    const taker = systemActor('approval', payload.deciderUserId);
    const event = payload.approved ? 'approve' : 'reject';
    await takeChangeStep(tx, taker, [payload.subjectId], event, payload.remark);
  }),
];

/**
 * Change requests waiting without a running audit (an older database's, or written directly) start one now for
 * whoever asked: run at every start, so none waits without an operator who can decide it.
 */
export async function adoptPendingPriceChanges(tx: Tx, at: Date = new Date()): Promise<number> {
  const waiting = await tx
    .select({
      id: skuChangeRequests.id,
      supplierId: skuChangeRequests.supplierId,
      requestedBy: skuChangeRequests.requestedBy,
      skuName: skus.skuName,
      categoryId: skus.categoryId,
      oldSalePrice: skuChangeRequests.oldSalePrice,
      newSalePrice: skuChangeRequests.newSalePrice,
    })
    .from(skuChangeRequests)
    .innerJoin(skus, eq(skus.id, skuChangeRequests.skuId))
    .where(
      and(
        eq(skuChangeRequests.status, SkuChangeStatus.pending),
        not(hasRunningApproval(kind, skuChangeRequests.id)),
      ),
    )
    .orderBy(skuChangeRequests.id);
  let adopted = 0;
  for (const change of waiting) {
    const applicant =
      change.requestedBy ??
      (await applicantOf(tx, {
        machine: skuChangeMachine.name,
        targetId: change.id,
        events: [],
        supplierId: change.supplierId,
      }));
    if (applicant === null) continue;
    await startPriceChangeAudit(tx, change, applicant, at);
    adopted += 1;
  }
  return adopted;
}

import {
  BusinessKind,
  compareMoney,
  ErrorCode,
  type SkuChangeStatusCode,
  skuChangeMachine,
  skuEvents,
} from '@procuremart/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { type Actor, type StepTaker, takerUserId } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { BusinessError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { takerScope } from '../../../platform/scope';
import { publish } from '../../../platform/steps/domain-events';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { takeSteps } from '../../../platform/steps/take-steps';
import { cancelApproval } from '../../process';
import { skus } from '../tables';
import { recordPriceMove } from './price-history';
import { skuChangeRequests } from './tables';

type ChangeEvent = (typeof skuChangeMachine.transitions)[number]['event'];
type ChangeRequest = typeof skuChangeRequests.$inferSelect;

/**
 * Price change requests step through their machine: a supplier its own, operators every one; the audit's end
 * (the system, on behalf of the deciding operator) any. Who decided is the operator whose decision ended it.
 */
export const skuChangeSteps = bindMachine({
  machine: skuChangeMachine,
  table: skuChangeRequests,
  id: skuChangeRequests.id,
  status: skuChangeRequests.status,
  notFound: () => new BusinessError(ErrorCode.notFound, 'pricing.changeNotFound'),
  scope: (taker) => takerScope(taker, { supplier: skuChangeRequests.supplierId }),
  stamp: ({ at, taker, remark }) => ({ reason: remark, decidedBy: takerUserId(taker), decidedAt: at }),
});

/**
 * Puts an approved change's prices on sale: only over the prices it was asked against (a SKU repriced
 * since, e.g. edited off shelf, leaves the request to be rejected), with price history.
 */
async function applyApprovedPrice(tx: Tx, by: StepTaker, request: ChangeRequest): Promise<void> {
  const [sku] = await tx
    .select({ salePrice: skus.salePrice, marketPrice: skus.marketPrice })
    .from(skus)
    .where(eq(skus.id, request.skuId))
    .for('update');
  if (
    !sku ||
    compareMoney(sku.salePrice, request.oldSalePrice) !== 0 ||
    compareMoney(sku.marketPrice, request.oldMarketPrice) !== 0
  )
    throw new BusinessError(ErrorCode.business, 'pricing.requestStale');
  await tx
    .update(skus)
    .set({
      salePrice: request.newSalePrice,
      marketPrice: request.newMarketPrice,
      version: sql`${skus.version} + 1`,
      updatedAt: now(),
    })
    .where(eq(skus.id, request.skuId));
  const { skuId, oldSalePrice, oldMarketPrice, newSalePrice, newMarketPrice } = request;
  const move = { skuId, oldSalePrice, oldMarketPrice, newSalePrice, newMarketPrice };
  await recordPriceMove(tx, by, move, 'approval', request.id);
}

/** Takes one change-machine step on each named request, all or nothing in the caller's transaction. */
export async function takeChangeStep(
  tx: Tx,
  taker: StepTaker,
  ids: number[],
  event: ChangeEvent,
  reason: string,
) {
  const steps = await takeSteps(tx, skuChangeSteps, { ids, event, actor: taker, remark: reason });
  if (event === 'approve') {
    for (const { row } of steps) await applyApprovedPrice(tx, taker, row);
    // Buyers see the new price at once (search, detail and cart): published once the prices are applied.
    await publish(tx, [skuEvents.repriced.of({ skuIds: [...new Set(steps.map(({ row }) => row.skuId))] })]);
  }
  const status: SkuChangeStatusCode = steps.at(-1)?.to ?? 'pending';
  return { changeIds: steps.map(({ row }) => idText(row.id)), status };
}

/** The supplier withdraws its waiting requests: their audits end unanswered (nobody needs to decide them). */
export async function withdrawPriceChange(tx: Tx, actor: Actor, input: { changeIds: string[] }) {
  const taken = await takeChangeStep(tx, actor, input.changeIds.map(parseId), 'withdraw', '');
  for (const changeId of taken.changeIds)
    await cancelApproval(tx, BusinessKind.priceChange, parseId(changeId));
  return taken;
}

import { compareMoney, ErrorCode, type SkuChangeStatusCode, skuChangeMachine } from '@procuremart/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { now } from '../../../config';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { ownsRow } from '../../../platform/scope';
import { transition } from '../../../platform/transition';
import { indexSkus } from '../../search';
import { skus } from '../tables';
import { recordPriceMove } from './price-history';
import { skuChangeRequests } from './tables';

type ChangeEvent = (typeof skuChangeMachine.transitions)[number]['event'];
type ChangeRequest = typeof skuChangeRequests.$inferSelect;

/** The named requests, locked; an unknown one or another supplier's refuses the whole call. */
async function lockOwnRequests(tx: Tx, actor: Actor, changeIds: string[]): Promise<ChangeRequest[]> {
  const ids = [...new Set(changeIds.map(parseId))];
  const rows = await tx
    .select()
    .from(skuChangeRequests)
    .where(inArray(skuChangeRequests.id, ids))
    .orderBy(skuChangeRequests.id)
    .for('update');
  if (rows.length !== ids.length || rows.some((row) => !ownsRow(actor, row)))
    throw new BusinessError(ErrorCode.notFound, 'pricing.changeNotFound');
  return rows;
}

/**
 * Puts an approved change's prices on sale: only over the prices it was asked against (a SKU repriced
 * since, e.g. edited off shelf, leaves the request to be rejected), with price history.
 */
async function applyApprovedPrice(tx: Tx, actor: Actor, request: ChangeRequest): Promise<void> {
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
  await recordPriceMove(tx, actor, move, 'approval', request.id);
}

/** Takes one change-machine step on each named request, all or nothing in the call's transaction. */
async function takeChangeStep(tx: Tx, actor: Actor, changeIds: string[], event: ChangeEvent, reason: string) {
  const requests = await lockOwnRequests(tx, actor, changeIds);
  let status: SkuChangeStatusCode = 'pending';
  for (const request of requests) {
    const from = request.status as SkuChangeStatusCode;
    status = await transition(tx, skuChangeMachine, {
      targetId: request.id,
      from,
      event,
      actor,
      remark: reason,
      apply: async (to) => {
        const changed = await tx
          .update(skuChangeRequests)
          .set({ status: to, reason, decidedBy: actor.userId, decidedAt: now() })
          .where(and(eq(skuChangeRequests.id, request.id), eq(skuChangeRequests.status, from)))
          .returning({ id: skuChangeRequests.id });
        return changed.length;
      },
    });
    if (event === 'approve') await applyApprovedPrice(tx, actor, request);
  }
  // Buyers see the new price at once: search, detail and cart in this transaction.
  if (event === 'approve') await indexSkus(tx, [...new Set(requests.map((r) => r.skuId))]);
  return { changeIds: requests.map((r) => idText(r.id)), status };
}

export function auditPriceChange(
  tx: Tx,
  actor: Actor,
  input: { changeIds: string[]; approved: boolean; reason: string },
) {
  return takeChangeStep(tx, actor, input.changeIds, input.approved ? 'approve' : 'reject', input.reason);
}

export function withdrawPriceChange(tx: Tx, actor: Actor, input: { changeIds: string[] }) {
  return takeChangeStep(tx, actor, input.changeIds, 'withdraw', '');
}

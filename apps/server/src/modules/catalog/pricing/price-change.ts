import {
  type changePrice as changePriceCall,
  compareMoney,
  fromCents,
  isMarketBelowSale,
  SkuChangeStatus,
  SkuStatus,
  skuEvents,
  toCents,
} from '@procuremart/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { fieldError, staleVersionError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { publish } from '../../../platform/steps/domain-events';
import { skus } from '../tables';
import { startPriceChangeAudit } from './change-approval';
import { recordPriceMove } from './price-history';
import { type LockedSku, lockOwnPricedSkus } from './sku-lock';
import { skuChangeRequests } from './tables';

type Input = ParsedInput<typeof changePriceCall>;
type Item = Input['items'][number];

/** Buyers can see these: a change waits for the operators' change audit. */
const AUDITED_STATUSES: number[] = [SkuStatus.onShelf, SkuStatus.forcedOffShelf];
/** The listing audit is looking at this price; it cannot move underneath it. */
const IN_LISTING_AUDIT: number[] = [SkuStatus.awaitingFirstAudit, SkuStatus.awaitingSecondAudit];

const money = (amount: string) => fromCents(toCents(amount));

/** The new prices of one item, checked against the SKU as it is now. */
function newPricesOf(sku: LockedSku, item: Item, at: number) {
  const salePrice = money(item.salePrice);
  const marketPrice = money(item.marketPrice ?? sku.marketPrice);
  if (isMarketBelowSale(salePrice, marketPrice))
    throw fieldError('commodity.marketBelowSale', `items.${at}.marketPrice`);
  if (compareMoney(salePrice, sku.salePrice) === 0 && compareMoney(marketPrice, sku.marketPrice) === 0)
    throw fieldError('pricing.priceUnchanged', `items.${at}.salePrice`);
  if (IN_LISTING_AUDIT.includes(sku.status)) throw fieldError('pricing.inListingAudit', `items.${at}.skuId`);
  return { salePrice, marketPrice };
}

async function throwIfChangePending(tx: Tx, skuIds: number[], items: Item[]) {
  if (skuIds.length === 0) return;
  const pending = await tx
    .select({ skuId: skuChangeRequests.skuId })
    .from(skuChangeRequests)
    .where(
      and(inArray(skuChangeRequests.skuId, skuIds), eq(skuChangeRequests.status, SkuChangeStatus.pending)),
    );
  if (pending.length === 0) return;
  const at = items.findIndex((item) => parseId(item.skuId) === pending[0].skuId);
  throw fieldError('pricing.changePending', `items.${at}.skuId`);
}

/**
 * Reprices the supplier's own SKUs, all or nothing: a SKU buyers cannot see changes at once (with price
 * history and re-indexing); one they can see gets a pending change request, whose audit by the operators (an
 * approval of the platform's price-change process) starts, and keeps its price on sale.
 */
export async function changePrice(tx: Tx, actor: Actor, input: Input) {
  const locked = await lockOwnPricedSkus(
    tx,
    actor,
    input.items.map((item) => parseId(item.skuId)),
  );
  const planned = input.items.map((item, at) => {
    const sku = locked.get(parseId(item.skuId)) as LockedSku;
    return { sku, prices: newPricesOf(sku, item, at), audited: AUDITED_STATUSES.includes(sku.status) };
  });
  await throwIfChangePending(
    tx,
    planned.filter((p) => p.audited).map((p) => p.sku.id),
    input.items,
  );
  const at = now();
  const changed: number[] = [];
  const requested: { skuId: string; changeId: string }[] = [];
  for (const { sku, prices, audited } of planned) {
    const move = {
      skuId: sku.id,
      oldSalePrice: sku.salePrice,
      oldMarketPrice: sku.marketPrice,
      newSalePrice: prices.salePrice,
      newMarketPrice: prices.marketPrice,
    };
    if (audited) {
      const [request] = await tx
        .insert(skuChangeRequests)
        .values({
          ...move,
          supplierId: sku.supplierId,
          kind: 'price',
          status: SkuChangeStatus.pending,
          requestedBy: actor.userId,
          requestedAt: at,
        })
        .returning({ id: skuChangeRequests.id });
      // The operators' audit of the change starts with it.
      const change = { ...sku, ...move, id: request.id };
      await startPriceChangeAudit(tx, change, actor.userId, at);
      requested.push({ skuId: idText(sku.id), changeId: idText(request.id) });
      continue;
    }
    const updated = await tx
      .update(skus)
      .set({ ...prices, version: sql`${skus.version} + 1`, updatedAt: at })
      .where(and(eq(skus.id, sku.id), eq(skus.status, sku.status)))
      .returning({ id: skus.id });
    if (updated.length === 0) throw staleVersionError();
    await recordPriceMove(tx, actor, move, 'direct');
    changed.push(sku.id);
  }
  // Buyers see the new prices at once: search re-indexes them in this transaction (its subscriber).
  if (changed.length > 0) await publish(tx, [skuEvents.repriced.of({ skuIds: changed })]);
  return { changed: changed.map(idText), requested };
}

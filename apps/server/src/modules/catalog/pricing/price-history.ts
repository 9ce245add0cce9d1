import type { Tx } from '../../../db/client';
import { type StepTaker, takerUserId } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { skuPriceHistory } from './tables';

export interface PriceMove {
  skuId: number;
  oldSalePrice: string;
  oldMarketPrice: string;
  newSalePrice: string;
  newMarketPrice: string;
}

/** One row of a SKU's price history, written in the transaction that changed the price. */
export async function recordPriceMove(
  tx: Tx,
  by: StepTaker,
  move: PriceMove,
  source: 'direct' | 'approval',
  changeRequestId: number | null = null,
): Promise<void> {
  await tx.insert(skuPriceHistory).values({
    ...move,
    source,
    changeRequestId,
    changedBy: takerUserId(by),
    changedAt: now(),
  });
}

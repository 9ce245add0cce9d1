import { ErrorCode } from '@procuremart/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { ownsRow } from '../../../platform/scope';
import { skus } from '../tables';

export type LockedSku = {
  id: number;
  status: number;
  supplierId: number;
  salePrice: string;
  marketPrice: string;
  skuName: string;
  categoryId: number;
};

/**
 * The named SKUs with their prices, locked for the call; an unknown one or another supplier's refuses the
 * whole call as "not found", so nothing is changed.
 */
export async function lockOwnPricedSkus(
  tx: Tx,
  actor: Actor,
  skuIds: number[],
): Promise<Map<number, LockedSku>> {
  const ids = [...new Set(skuIds)];
  const rows = await tx
    .select({
      id: skus.id,
      status: skus.status,
      supplierId: skus.supplierId,
      salePrice: skus.salePrice,
      marketPrice: skus.marketPrice,
      skuName: skus.skuName,
      categoryId: skus.categoryId,
    })
    .from(skus)
    .where(inArray(skus.id, ids))
    .orderBy(skus.id)
    .for('update');
  if (rows.length !== ids.length || rows.some((row) => !ownsRow(actor, row)))
    throw new BusinessError(ErrorCode.notFound, 'commodity.notFound');
  return new Map(rows.map((row) => [row.id, row]));
}

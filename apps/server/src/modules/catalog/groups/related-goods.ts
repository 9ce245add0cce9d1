import {
  ErrorCode,
  type GoodsCard,
  type MemberSku,
  SkuStatus,
  type saveRelatedGoods as saveRelatedGoodsCall,
} from '@procuremart/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { BusinessError, fieldError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { ownsRow } from '../../../platform/scope';
import { goodsCardFrom, toGoodsCard } from '../goods/goods-card';
import { openShop } from '../goods/shop-summary';
import { skus, spus, supplierShops } from '../tables';
import { loadMemberSkus } from './group-record';
import { relatedGoods } from './tables';

const spuNotFound = () => new BusinessError(ErrorCode.notFound, 'commodity.notFound');

/** The SPU exists and is the actor's (a supplier's own, any for operators), else "not found"; locked in writes. */
async function throwIfNotOwnSpu(db: Db | Tx, actor: Actor, spuId: number, lock: boolean): Promise<void> {
  const query = db.select({ supplierId: spus.supplierId }).from(spus).where(eq(spus.id, spuId));
  const [spu] = lock ? await query.for('update') : await query;
  if (!spu || !ownsRow(actor, spu)) throw spuNotFound();
}

async function relatedSkuIds(db: Db | Tx, spuId: number): Promise<number[]> {
  const rows = await db
    .select({ skuId: relatedGoods.skuId })
    .from(relatedGoods)
    .where(eq(relatedGoods.spuId, spuId))
    .orderBy(asc(relatedGoods.sortNo));
  return rows.map((row) => row.skuId);
}

/** An SPU's related SKUs, any status, for its supplier or an operator to edit. */
export async function loadRelatedSetting(
  db: Db,
  actor: Actor,
  spuIdText: string,
): Promise<{ spuId: string; skus: MemberSku[] }> {
  const spuId = parseId(spuIdText);
  await throwIfNotOwnSpu(db, actor, spuId, false);
  return { spuId: idText(spuId), skus: await loadMemberSkus(db, await relatedSkuIds(db, spuId)) };
}

/**
 * Replaces an SPU's related SKUs with the ones given, in that order: a supplier only for its own SPU and
 * with its own SKUs; never the SPU's own SKUs.
 */
export async function saveRelatedGoods(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof saveRelatedGoodsCall>,
): Promise<{ spuId: string; skuIds: string[] }> {
  const spuId = parseId(input.spuId);
  const skuIds = input.skuIds.map(parseId);
  await throwIfNotOwnSpu(tx, actor, spuId, true);
  if (skuIds.length > 0) {
    const found = await tx
      .select({ id: skus.id, spuId: skus.spuId, supplierId: skus.supplierId })
      .from(skus)
      .where(inArray(skus.id, skuIds));
    if (found.length !== skuIds.length || found.some((sku) => !ownsRow(actor, sku)))
      throw fieldError('related.skuUnavailable', 'skuIds');
    if (found.some((sku) => sku.spuId === spuId)) throw fieldError('related.ownSku', 'skuIds');
  }
  await tx.delete(relatedGoods).where(eq(relatedGoods.spuId, spuId));
  if (skuIds.length > 0)
    await tx.insert(relatedGoods).values(skuIds.map((skuId, index) => ({ spuId, skuId, sortNo: index + 1 })));
  return { spuId: idText(spuId), skuIds: skuIds.map(idText) };
}

/** What a buyer sees: the related SKUs on shelf in open shops, as goods cards in display order. */
export async function loadRelatedGoods(db: Db, spuIdText: string): Promise<{ goods: GoodsCard[] }> {
  const rows = await goodsCardFrom(db)
    .innerJoin(relatedGoods, eq(relatedGoods.skuId, skus.id))
    .innerJoin(supplierShops, eq(supplierShops.id, skus.shopId))
    .where(and(eq(relatedGoods.spuId, parseId(spuIdText)), eq(skus.status, SkuStatus.onShelf), openShop))
    .orderBy(asc(relatedGoods.sortNo));
  return { goods: rows.map(toGoodsCard) };
}

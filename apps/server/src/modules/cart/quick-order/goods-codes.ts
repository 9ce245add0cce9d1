import { eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { shopSells } from '../../catalog';
import { skus, supplierShops, suppliers } from '../../catalog/shared-tables';

/** A SKU as a goods code finds it, with what decides whether it can be bought. */
export type CodedSku = Awaited<ReturnType<typeof selectCodedSkus>>[number];

const SKU_ID = /^\d{1,15}$/;

function selectCodedSkus(db: Db | Tx, ids: number[], codes: string[]) {
  const byId = ids.length > 0 ? inArray(skus.id, ids) : undefined;
  return db
    .select({
      skuId: skus.id,
      supplierSkuCode: skus.supplierSkuCode,
      shopId: skus.shopId,
      supplierId: skus.supplierId,
      skuName: skus.skuName,
      skuNameEn: skus.skuNameEn,
      model: skus.model,
      unit: skus.unit,
      price: skus.salePrice,
      stock: skus.stock,
      skuStatus: skus.status,
      shopName: supplierShops.shopName,
      shopNameEn: supplierShops.shopNameEn,
      shopSells: shopSells(supplierShops.id),
      supplierName: suppliers.name,
      supplierNameEn: suppliers.nameEn,
    })
    .from(skus)
    .innerJoin(supplierShops, eq(supplierShops.id, skus.shopId))
    .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
    .where(or(byId, inArray(skus.supplierSkuCode, codes)));
}

/**
 * The SKUs each goods code names, in one query: a code that is a SKU id names that SKU; any other names
 * every supplier's goods with that goods code (several: the buyer must give the SKU id instead).
 */
export async function findSkusByCodes(
  db: Db | Tx,
  codes: readonly string[],
): Promise<Map<string, CodedSku[]>> {
  const distinct = [...new Set(codes)];
  const found = new Map<string, CodedSku[]>(distinct.map((code) => [code, []]));
  if (distinct.length === 0) return found;
  const ids = distinct.filter((code) => SKU_ID.test(code)).map(Number);
  const rows = await selectCodedSkus(db, ids, distinct);
  for (const code of distinct) {
    const byId = SKU_ID.test(code) ? rows.find((row) => row.skuId === Number(code)) : undefined;
    found.set(code, byId ? [byId] : rows.filter((row) => row.supplierSkuCode === code));
  }
  return found;
}

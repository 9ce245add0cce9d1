import { SkuStatus } from '@procuremart/contract';
import type { CatalogSku, CatalogSpu, SkuBatch } from './generator';
import { type Conn, col, insertRows, resetIdentity } from './unnest-insert';

// One generated batch (SPUs, SKUs, their attribute values, channels and pools) in a few multi-row INSERTs.

const iso = (date: Date) => date.toISOString();

export const shelfStatus = (sku: CatalogSku) =>
  sku.status === 'onShelf' ? SkuStatus.onShelf : SkuStatus.offShelf;

type Link = { skuId: number; id: number; valueId?: number };

/**
 * Inserts a batch with the generator's SPU and SKU ids; `brandIds` maps generator brand ids to stored ones.
 * `chunk` rows go in one statement (1,000 for the demo, 5-10k for benchmarks).
 */
export async function insertSkuBatch(
  conn: Conn,
  batch: SkuBatch,
  brandIds: ReadonlyMap<number, number>,
  chunk = 1000,
): Promise<void> {
  const brandOf = (row: { brandId: number }) => {
    const id = brandIds.get(row.brandId);
    if (id === undefined) throw new Error(`unknown generated brand ${row.brandId}`);
    return id;
  };
  const keepIds = { keepIds: true };
  await insertRows<CatalogSpu>(
    conn,
    'spus',
    [
      col('id', 'bigint', (s) => s.id),
      col('spu_name', 'text', (s) => s.spuName),
      col('category_id', 'bigint', (s) => s.categoryId),
      col('brand_id', 'bigint', brandOf),
      col('supplier_id', 'bigint', (s) => s.supplierId),
      col('shop_id', 'bigint', (s) => s.shopId),
      col('unit', 'text', (s) => s.unit),
      col('classification', 'text', (s) => s.classification),
      col('picture_key', 'text', (s) => s.pictureKey),
      col('picture_hue', 'smallint', (s) => s.pictureHue),
      col('sku_count', 'int', (s) => s.skuCount),
      col('created_at', 'timestamptz', (s) => iso(s.createdAt)),
      col('updated_at', 'timestamptz', (s) => iso(s.createdAt)),
    ],
    batch.spus,
    keepIds,
    chunk,
  );
  await insertRows<CatalogSku>(
    conn,
    'skus',
    [
      col('id', 'bigint', (s) => s.id),
      col('spu_id', 'bigint', (s) => s.spuId),
      col('category_id', 'bigint', (s) => s.categoryId),
      col('brand_id', 'bigint', brandOf),
      col('supplier_id', 'bigint', (s) => s.supplierId),
      col('shop_id', 'bigint', (s) => s.shopId),
      col('supplier_sku_code', 'text', (s) => s.supplierSkuCode),
      col('sku_name', 'text', (s) => s.skuName),
      col('sku_name_en', 'text', (s) => s.skuNameEn),
      col('model', 'text', (s) => s.model),
      col('unit', 'text', (s) => s.unit),
      col('sale_price', 'numeric', (s) => s.salePrice),
      col('market_price', 'numeric', (s) => s.marketPrice),
      col('stock', 'int', (s) => s.stock),
      col('status', 'smallint', shelfStatus),
      col('classification', 'text', (s) => s.classification),
      col('sales_count', 'int', (s) => s.salesCount),
      col('picture_key', 'text', (s) => s.pictureKey),
      col('created_at', 'timestamptz', (s) => iso(s.createdAt)),
      col('updated_at', 'timestamptz', (s) => iso(s.createdAt)),
    ],
    batch.skus,
    keepIds,
    chunk,
  );
  const values: Link[] = batch.skus.flatMap((sku) =>
    sku.attributes.map((a) => ({ skuId: sku.id, id: a.attributeId, valueId: a.valueId })),
  );
  await insertRows<Link>(
    conn,
    'sku_attribute_values',
    [
      col('sku_id', 'bigint', (l) => l.skuId),
      col('attribute_id', 'bigint', (l) => l.id),
      col('value_id', 'bigint', (l) => l.valueId ?? null),
    ],
    values,
    {},
    chunk,
  );
  const channels: Link[] = batch.skus.flatMap((sku) => sku.channelIds.map((id) => ({ skuId: sku.id, id })));
  await insertRows<Link>(
    conn,
    'sku_channels',
    [col('sku_id', 'bigint', (l) => l.skuId), col('channel_id', 'bigint', (l) => l.id)],
    channels,
    {},
    chunk,
  );
  const pools: Link[] = batch.skus.flatMap((sku) => sku.poolIds.map((id) => ({ skuId: sku.id, id })));
  await insertRows<Link>(
    conn,
    'sku_pools',
    [col('sku_id', 'bigint', (l) => l.skuId), col('pool_id', 'bigint', (l) => l.id)],
    pools,
    {},
    chunk,
  );
}

/** Moves the SPU and SKU id sequences past the loaded rows (inserted with the generator's ids). */
export async function resetGoodsIds(conn: Conn): Promise<void> {
  await resetIdentity(conn, 'spus');
  await resetIdentity(conn, 'skus');
}

import { type CallOutput, ErrorCode, type getSkuDetail, SkuStatus } from '@procuremart/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { preparedPerDb } from '../../../platform/prepared';
import { brands, skus, supplierShops, suppliers } from '../tables';
import { hiddenSkuIds } from '../visibility/visibility-rule';
import { PICTURE_VIEWS, pictureUrl, stockStateOf } from './goods-card';
import { openShop, shopColumns, shopGoodsCounts, toShopSummary } from './shop-summary';
import {
  attributeValuesJson,
  categoryPathJson,
  frontCategoryPathJson,
  groupAttributes,
  variantsJson,
} from './sku-attributes';
import { isUploadedPictureKey, uploadedPictureCount } from './uploaded-pictures';

type SkuDetail = CallOutput<typeof getSkuDetail>;

export const skuNotFound = () => new BusinessError(ErrorCode.notFound, 'goods.skuNotFound');

/**
 * Gallery of a SKU: its supplier's uploaded pictures in their order, or for generated catalogue pictures the
 * main picture and 2-4 more views of the same key (3-5 in all, fixed per SKU).
 */
export const galleryOf = (skuId: number, pictureKey: string, uploaded: number): string[] =>
  Array.from(
    { length: isUploadedPictureKey(pictureKey) ? uploaded : Math.min(3 + (skuId % 3), PICTURE_VIEWS) },
    (_, index) => pictureUrl(pictureKey, index + 1),
  );

/** The whole detail in one statement, prepared once per database so that its plan is reused. */
const detailStatement = preparedPerDb((db) =>
  db
    .select({
      sku: skus,
      uploadedPictures: uploadedPictureCount,
      brandName: brands.brandName,
      brandNameEn: brands.brandNameEn,
      shop: shopColumns,
      attributeValues: attributeValuesJson,
      variants: variantsJson,
      categoryPath: categoryPathJson,
      frontCategoryPath: frontCategoryPathJson,
    })
    .from(skus)
    .innerJoin(brands, eq(brands.id, skus.brandId))
    .innerJoin(supplierShops, eq(supplierShops.id, skus.shopId))
    .innerJoin(suppliers, eq(suppliers.id, supplierShops.supplierId))
    .where(and(eq(skus.id, sql.placeholder('skuId')), eq(skus.shopId, sql.placeholder('shopId')), openShop))
    .prepare('ucc_sku_detail'),
);

/**
 * One SKU as its shop sells it, on shelf or not (an off-shelf one is shown but cannot be bought).
 * A SKU another shop sells, or a shop that is closed, is not found; so is one outside the channels and
 * pools a limited buyer's organisation may see (catalog/visibility).
 */
export async function loadSkuDetail(
  db: Db,
  skuId: number,
  shopId: number,
  actor: Actor | null = null,
): Promise<SkuDetail> {
  if ((await hiddenSkuIds(db, actor, [skuId])).size > 0) throw skuNotFound();
  const [[row], counts] = await Promise.all([
    detailStatement(db).execute({ skuId, shopId }),
    shopGoodsCounts(db),
  ]);
  if (!row) throw skuNotFound();
  const { sku } = row;
  return {
    skuId: String(sku.id),
    spuId: String(sku.spuId),
    skuName: sku.skuName,
    skuNameEn: sku.skuNameEn,
    model: sku.model,
    unit: sku.unit,
    price: sku.salePrice,
    marketPrice: sku.marketPrice,
    stock: sku.stock,
    stockState: stockStateOf(sku.stock),
    onShelf: sku.status === SkuStatus.onShelf,
    classification: sku.classification === 'sg' || sku.classification === 'fw' ? sku.classification : 'wz',
    supplierSkuCode: sku.supplierSkuCode,
    pictures: galleryOf(sku.id, sku.pictureKey, row.uploadedPictures),
    categoryPath: row.categoryPath,
    frontCategoryPath: row.frontCategoryPath,
    attributeGroups: groupAttributes(row.attributeValues),
    variants: (row.variants ?? []).map((variant) => ({
      skuId: variant.skuId,
      label: variant.label || variant.model,
      labelEn: variant.labelEn || variant.model,
      onShelf: Number(variant.status) === SkuStatus.onShelf,
    })),
    brand: { brandId: String(sku.brandId), brandName: row.brandName, brandNameEn: row.brandNameEn },
    shop: toShopSummary(row.shop, counts),
  };
}

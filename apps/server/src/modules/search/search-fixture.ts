import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  categories,
  frontCategories,
  frontCategoryLinks,
  skus,
  spus,
  supplierShops,
  suppliers,
} from '../catalog/shared-tables';
import { indexSkus } from './index-skus';
import { FIXTURE_GOODS } from './search-fixture-goods';
import { seedHotWords } from './seed-hot-words';

// A small catalogue of its own for the search tests, beside whatever the demo seed holds: it sits in its own
// category tree and shops, so counts inside it are exact while queries over everything stay realistic.

const AT = new Date('2026-02-01T00:00:00.000Z');

export interface SearchFixture {
  topCategoryId: number;
  midCategoryId: number;
  fastenerLeafId: number;
  officeLeafId: number;
  frontTopId: number;
  shopIds: [number, number];
  supplierIds: [number, number];
  offShelfSkuId: number;
  /** On-shelf SKUs by name. */
  skuIds: Map<string, number>;
}

async function brandId(db: Db, name: string, nameEn: string): Promise<number> {
  const [found] = await db.select({ id: brands.id }).from(brands).where(eq(brands.brandName, name));
  if (found) return found.id;
  const [row] = await db
    .insert(brands)
    .values({ brandName: name, brandNameEn: nameEn, createdAt: AT, updatedAt: AT })
    .returning({ id: brands.id });
  return row.id;
}

async function category(db: Db, code: string, name: string, parentId: number | null, level: number) {
  const [row] = await db
    .insert(categories)
    .values({ code, name, nameEn: `Test ${code}`, parentId, level, isLeaf: level === 3 })
    .returning({ id: categories.id });
  return row.id;
}

async function supplierWithShop(db: Db, no: string, name: string): Promise<[number, number]> {
  const [supplier] = await db
    .insert(suppliers)
    .values({
      kind: 'agreement',
      supplierNo: no,
      name,
      nameEn: `${name} EN`,
      companyName: `${name}有限公司`,
      creditCode: `91${no}0000000000`.slice(0, 18),
    })
    .returning({ id: suppliers.id });
  const [shop] = await db
    .insert(supplierShops)
    .values({ supplierId: supplier.id, shopName: `${name}旗舰店` })
    .returning({ id: supplierShops.id });
  return [supplier.id, shop.id];
}

/** Inserts the fixture catalogue, indexes it and seeds the hot words (both idempotent where they must be). */
export async function insertSearchFixture(db: Db): Promise<SearchFixture> {
  const brandIds = {
    deli: await brandId(db, '得力', 'Deli'),
    bosch: await brandId(db, '博世', 'Bosch'),
    '3m': await brandId(db, '3M', '3M'),
  };
  const top = await category(db, 'T9', '测试用品', null, 1);
  const mid = await category(db, 'T901', '测试综合', top, 2);
  const leaves = {
    fastener: await category(db, 'T90101', '测试紧固件', mid, 3),
    office: await category(db, 'T90102', '测试文具', mid, 3),
  };
  const [frontTop] = await db.insert(frontCategories).values({ name: '测试导航', level: 1 }).returning();
  const [frontMid] = await db
    .insert(frontCategories)
    .values({ name: '测试导航二', level: 2, parentId: frontTop.id })
    .returning();
  const [frontLeaf] = await db
    .insert(frontCategories)
    .values({ name: '测试紧固导航', level: 3, parentId: frontMid.id })
    .returning();
  await db.insert(frontCategoryLinks).values({ frontCategoryId: frontLeaf.id, categoryId: leaves.fastener });
  const shops = [
    await supplierWithShop(db, 'TST901', '测试甲供应商'),
    await supplierWithShop(db, 'TST902', '测试乙供应商'),
  ];
  const skuIds = new Map<string, number>();
  let offShelfSkuId = 0;
  for (const [index, goods] of FIXTURE_GOODS.entries()) {
    const [supplierId, shopId] = shops[goods.shop];
    const common = {
      categoryId: leaves[goods.leaf],
      brandId: brandIds[goods.brand],
      supplierId,
      shopId,
      unit: 'BOX',
      classification: 'wz',
      pictureKey: 'test/goods.svg',
    };
    const createdAt = new Date(AT.getTime() + goods.day * 86_400_000);
    const [spu] = await db
      .insert(spus)
      .values({ ...common, spuName: goods.name, skuCount: 1, createdAt, updatedAt: createdAt })
      .returning({ id: spus.id });
    const [sku] = await db
      .insert(skus)
      .values({
        ...common,
        spuId: spu.id,
        supplierSkuCode: `TST-${index}`,
        skuName: goods.name,
        model: goods.model,
        salePrice: goods.price,
        marketPrice: goods.price,
        stock: goods.stock,
        status: goods.offShelf ? 0 : 1,
        salesCount: goods.sales,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: skus.id });
    if (goods.offShelf) offShelfSkuId = sku.id;
    else skuIds.set(goods.name, sku.id);
  }
  await indexSkus(db, [...skuIds.values(), offShelfSkuId]);
  await db.transaction((tx) => seedHotWords(tx));
  return {
    topCategoryId: top,
    midCategoryId: mid,
    fastenerLeafId: leaves.fastener,
    officeLeafId: leaves.office,
    frontTopId: frontTop.id,
    shopIds: [shops[0][1], shops[1][1]],
    supplierIds: [shops[0][0], shops[1][0]],
    offShelfSkuId,
    skuIds,
  };
}

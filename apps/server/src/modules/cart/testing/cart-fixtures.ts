import { SkuStatus, SupplierKind } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { brands, categories, skus, spus, supplierShops, suppliers } from '../../catalog/shared-tables';

// Fixed rows of our own beside whatever the demo seed holds, so the cart tests control prices and stock.
const AT = new Date('2026-01-06T02:00:00.000Z');

export interface FixtureSku {
  skuId: string;
  supplierShopId: string;
  price: string;
}

export interface CartFixtures {
  shopA: { supplierShopId: string; shopName: string; supplierName: string };
  shopB: { supplierShopId: string; shopName: string; supplierName: string };
  /** 12.34, stock 500. */
  pen: FixtureSku;
  /** 0.10, stock 1000: sums that floats get wrong. */
  clip: FixtureSku;
  /** 19.99, stock 5 (low stock). */
  drill: FixtureSku;
  /** Off shelf. */
  retired: FixtureSku;
  /** Sold out. */
  soldOut: FixtureSku;
  /** In shop B, 7.77. */
  glove: FixtureSku;
  /** 110 plain SKUs of shop A (1.00, plenty of stock) for the 100-kind limit. */
  bulk: FixtureSku[];
}

interface SkuSpec {
  name: string;
  price: string;
  stock: number;
  status?: number;
}

async function insertSupplierWithShop(db: Db, no: string, name: string, shopName: string) {
  const [supplier] = await db
    .insert(suppliers)
    .values({
      kind: SupplierKind.agreement,
      supplierCode: null,
      supplierNo: no,
      name,
      companyName: `${name}有限公司`,
      creditCode: '91110000MA00000000',
    })
    .returning({ id: suppliers.id });
  const [shop] = await db
    .insert(supplierShops)
    .values({ supplierId: supplier.id, shopName })
    .returning({ id: supplierShops.id });
  return { supplierId: supplier.id, shopId: shop.id };
}

export async function insertCartFixtures(db: Db): Promise<CartFixtures> {
  const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
  const [category] = await db
    .insert(categories)
    .values({ code: 'CARTTEST01', name: '购物车测试', level: 3, isLeaf: true })
    .returning({ id: categories.id });
  const a = await insertSupplierWithShop(db, 'CARTTEST-A', '测试五金', '测试五金旗舰店');
  const b = await insertSupplierWithShop(db, 'CARTTEST-B', '测试劳保', '测试劳保专营店');

  let codeNo = 0;
  async function insertSkus(shop: { supplierId: number; shopId: number }, specs: SkuSpec[]) {
    const common = {
      categoryId: category.id,
      brandId: brand.id,
      supplierId: shop.supplierId,
      shopId: shop.shopId,
      unit: 'PCS',
      classification: 'wz',
      pictureKey: 'cart-test/goods.svg',
      createdAt: AT,
      updatedAt: AT,
    };
    const [spu] = await db
      .insert(spus)
      .values({ ...common, spuName: '购物车测试商品' })
      .returning({ id: spus.id });
    const rows = await db
      .insert(skus)
      .values(
        specs.map((spec) => ({
          ...common,
          spuId: spu.id,
          supplierSkuCode: `CT${String(++codeNo).padStart(6, '0')}`,
          skuName: spec.name,
          model: `M-${codeNo}`,
          salePrice: spec.price,
          marketPrice: spec.price,
          stock: spec.stock,
          status: spec.status ?? SkuStatus.onShelf,
        })),
      )
      .returning({ id: skus.id, price: skus.salePrice });
    return rows.map((row) => ({
      skuId: String(row.id),
      supplierShopId: String(shop.shopId),
      price: row.price,
    }));
  }

  const [pen, clip, drill, retired, soldOut] = await insertSkus(a, [
    { name: '得力 中性笔 0.5mm 黑色', price: '12.34', stock: 500 },
    { name: '回形针 28mm', price: '0.10', stock: 1000 },
    { name: '博世 冲击钻 GSB 600', price: '19.99', stock: 5 },
    { name: '停产 订书机', price: '8.00', stock: 100, status: SkuStatus.offShelf },
    { name: '售罄 胶带', price: '3.50', stock: 0 },
  ]);
  const [glove] = await insertSkus(b, [{ name: '劳保 手套 防滑', price: '7.77', stock: 300 }]);
  const bulk = await insertSkus(
    a,
    Array.from({ length: 110 }, (_, i) => ({ name: `批量 螺丝 M${i + 1}`, price: '1.00', stock: 10000 })),
  );
  return {
    shopA: { supplierShopId: String(a.shopId), shopName: '测试五金旗舰店', supplierName: '测试五金' },
    shopB: { supplierShopId: String(b.shopId), shopName: '测试劳保专营店', supplierName: '测试劳保' },
    pen,
    clip,
    drill,
    retired,
    soldOut,
    glove,
    bulk,
  };
}

/** Takes a SKU off shelf (or back on) as a supplier would, after it went into a cart. */
export async function setSkuShelf(db: Db, sku: FixtureSku, onShelf: boolean): Promise<void> {
  await db
    .update(skus)
    .set({ status: onShelf ? SkuStatus.onShelf : SkuStatus.offShelf })
    .where(eq(skus.id, Number(sku.skuId)));
}

/** A line of a visitor's browser cart for the SKU. */
export const visitorLine = (sku: FixtureSku, num: number, ticked = true) => ({
  skuId: sku.skuId,
  supplierShopId: sku.supplierShopId,
  num,
  ticked,
});

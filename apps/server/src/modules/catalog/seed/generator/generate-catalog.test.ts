import { DICTIONARIES } from '@procuremart/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOG_OPTIONS, generateCatalog } from './generate-catalog';
import { CATALOG_SPAN_MS, CATALOG_START } from './sku-batches';
import { englishValue } from './templates/values-en';
import type { CatalogReference, CatalogSku, CatalogSpu, SkuBatch } from './types';

function collect(batches: Iterable<SkuBatch>) {
  const spus: CatalogSpu[] = [];
  const skus: CatalogSku[] = [];
  const sizes: number[] = [];
  for (const batch of batches) {
    spus.push(...batch.spus);
    skus.push(...batch.skus);
    sizes.push(batch.skus.length);
  }
  return { spus, skus, sizes };
}

const cents = (price: string) => Number(price.replace('.', ''));

let reference: CatalogReference;
let spus: CatalogSpu[];
let skus: CatalogSku[];
let batchSizes: number[];

beforeAll(() => {
  const catalog = generateCatalog(DEMO_CATALOG_OPTIONS);
  reference = catalog.reference;
  ({ spus, skus, sizes: batchSizes } = collect(catalog.batches()));
});

describe('the demo catalogue (6,000 SKUs)', () => {
  it('has at least 5,000 on-shelf SKUs and about 3% off shelf', () => {
    const onShelf = skus.filter((sku) => sku.status === 'onShelf').length;
    expect(onShelf).toBeGreaterThanOrEqual(5000);
    expect((skus.length - onShelf) / skus.length).toBeGreaterThan(0.01);
    expect((skus.length - onShelf) / skus.length).toBeLessThan(0.06);
  });

  it('sells goods of all six e-commerce suppliers and every agreement supplier', () => {
    const selling = new Set(skus.filter((sku) => sku.status === 'onShelf').map((sku) => sku.supplierId));
    const codes = reference.suppliers.filter((s) => selling.has(s.id)).map((s) => s.supplierCode);
    expect(codes).toEqual(expect.arrayContaining(['jd', 'suning', 'zkh', 'grainger', 'deli', 'ehsy']));
    const agreement = reference.suppliers.filter((s) => s.kind === 'agreement');
    expect(agreement.length).toBeGreaterThanOrEqual(3);
    for (const supplier of agreement) expect(selling.has(supplier.id)).toBe(true);
  });

  it('spreads goods over about 40 categories and about 100 brands, every leaf and brand used', () => {
    expect(reference.categories.length).toBeGreaterThanOrEqual(38);
    expect(reference.categories.length).toBeLessThanOrEqual(50);
    expect(reference.brands.length).toBeGreaterThanOrEqual(95);
    expect(reference.brands.length).toBeLessThanOrEqual(110);
    const leaves = reference.categories.filter((c) => c.isLeaf).map((c) => c.id);
    expect(new Set(skus.map((sku) => sku.categoryId))).toEqual(new Set(leaves));
    expect(new Set(skus.map((sku) => sku.brandId)).size).toBe(reference.brands.length);
  });

  it('puts every SKU and SPU in a leaf category its brand makes and its supplier sells', () => {
    const categories = new Map(reference.categories.map((c) => [c.id, c]));
    const brands = new Map(reference.brands.map((b) => [b.id, b]));
    const suppliers = new Map(reference.suppliers.map((s) => [s.id, s]));
    const shopOf = new Map(reference.shops.map((shop) => [shop.supplierId, shop.id]));
    const misplaced = [...spus, ...skus].filter(
      (row) =>
        categories.get(row.categoryId)?.isLeaf !== true ||
        !brands.get(row.brandId)?.categoryIds.includes(row.categoryId) ||
        !suppliers.get(row.supplierId)?.categoryIds.includes(row.categoryId) ||
        row.shopId !== shopOf.get(row.supplierId),
    );
    expect(misplaced).toEqual([]);
  });

  it('prices every SKU as two-decimal strings with the market price at least the sale price', () => {
    const money = /^(0|[1-9]\d*)\.\d{2}$/;
    const mispriced = skus.filter(
      (sku) =>
        !money.test(sku.salePrice) ||
        !money.test(sku.marketPrice) ||
        cents(sku.salePrice) <= 0 ||
        cents(sku.marketPrice) < cents(sku.salePrice),
    );
    expect(mispriced.map((sku) => [sku.salePrice, sku.marketPrice])).toEqual([]);
    expect(skus.some((sku) => cents(sku.marketPrice) > cents(sku.salePrice))).toBe(true);
  });

  it('names goods with the words buyers type, Chinese and Latin', () => {
    const names = skus.filter((sku) => sku.status === 'onShelf').map((sku) => sku.skuName);
    const words = [
      '螺丝',
      '螺钉',
      '螺母',
      '螺栓',
      '法兰',
      '扳手',
      '手套',
      '口罩',
      '订书机',
      '打印纸',
      '电缆',
      '电线',
    ];
    words.push(
      '断路器',
      '插座',
      '硒鼓',
      '墨盒',
      '笔记本',
      '显示器',
      '安全帽',
      '网线',
      'M6',
      'A4',
      'HP',
      '3M',
      'WD-40',
    );
    for (const word of words)
      expect(
        names.some((name) => name.includes(word)),
        word,
      ).toBe(true);
    expect(names.some((name) => name.startsWith('得力(Deli)'))).toBe(true);
    expect(names.some((name) => /^世达\(SATA\) 内六角圆柱头螺钉 M\d+×\d+ /.test(name))).toBe(true);
  });

  it('gives every SKU an English name of the same pattern, without Chinese', () => {
    const han = /\p{Script=Han}/u;
    const misnamed = skus.filter((sku) => {
      // The model where the Chinese name has it (services name none).
      const model = englishValue(sku.model);
      const hasModel = model && sku.skuNameEn.includes(model);
      return sku.skuNameEn === '' || han.test(sku.skuNameEn) || hasModel !== sku.skuName.includes(sku.model);
    });
    expect(misnamed.map((sku) => [sku.skuName, sku.skuNameEn])).toEqual([]);
    const stapler = skus.find((sku) => /^得力\(Deli\) .*订书机 /.test(sku.skuName));
    expect(stapler?.skuNameEn).toMatch(/^Deli .*Stapler /);
    expect(skus.some((sku) => sku.skuNameEn.startsWith('Gute '))).toBe(true);
    for (const brand of reference.brands) expect(brand.nameEn, brand.name).not.toBe('');
  });

  it('has models, units, stock with some sold out, sales counts and channels', () => {
    const incomplete = skus.filter(
      (sku) =>
        sku.model.length === 0 ||
        sku.skuName.length <= sku.model.length ||
        sku.stock < 0 ||
        !sku.channelIds.includes(1) ||
        sku.poolIds.length === 0,
    );
    expect(incomplete).toEqual([]);
    expect(skus.filter((sku) => sku.stock === 0).length).toBeGreaterThan(60);
    const units = new Set(skus.map((sku) => sku.unit));
    expect(units.size).toBeGreaterThanOrEqual(9);
    // Goods store UNIT dictionary codes, labelled in the reader's language.
    const declared = new Set(DICTIONARIES.UNIT.items.map((item) => item.code));
    for (const unit of units) expect(declared.has(unit), unit).toBe(true);
    const codes = new Set(skus.map((sku) => sku.supplierSkuCode));
    expect(codes.size).toBe(skus.length);
  });

  it('classifies most goods wz and the services sg (installation) or fw (repair)', () => {
    const services = reference.categories.filter((c) => c.topKey === 'services').map((c) => c.id);
    const byClass = (value: string) => skus.filter((sku) => sku.classification === value);
    expect(byClass('wz').length / skus.length).toBeGreaterThan(0.9);
    expect(byClass('sg').length).toBeGreaterThan(0);
    expect(byClass('fw').length).toBeGreaterThan(0);
    for (const sku of [...byClass('sg'), ...byClass('fw')]) expect(services).toContain(sku.categoryId);
  });

  it("gives each SKU one value of each of its category's attributes", () => {
    const attributes = new Map(reference.attributes.map((a) => [a.id, a]));
    const values = new Map(reference.attributeValues.map((v) => [v.id, v]));
    const wrong = skus.filter(
      (sku) =>
        sku.attributes.length === 0 ||
        sku.attributes.some(
          ({ attributeId, valueId }) =>
            attributes.get(attributeId)?.categoryId !== sku.categoryId ||
            values.get(valueId)?.attributeId !== attributeId,
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('groups 1 to 6 SKUs per SPU that differ in their variant attribute', () => {
    const bySpu = new Map<number, CatalogSku[]>();
    for (const sku of skus) bySpu.set(sku.spuId, [...(bySpu.get(sku.spuId) ?? []), sku]);
    const misgrouped = spus.filter((spu) => {
      const own = bySpu.get(spu.id) ?? [];
      return (
        own.length !== spu.skuCount ||
        own.length < 1 ||
        own.length > 6 ||
        new Set(own.map((sku) => sku.skuName)).size !== own.length ||
        new Set(own.map((sku) => JSON.stringify(sku.attributes))).size !== own.length ||
        own.some(
          (sku) =>
            sku.categoryId !== spu.categoryId ||
            sku.brandId !== spu.brandId ||
            sku.supplierId !== spu.supplierId,
        )
      );
    });
    expect(misgrouped).toEqual([]);
    expect(new Set(spus.map((spu) => spu.skuCount))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it('dates goods over two years, older goods first', () => {
    const times = skus.map((sku) => sku.createdAt.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(CATALOG_START);
    expect(Math.max(...times)).toBeLessThan(CATALOG_START + CATALOG_SPAN_MS + 86_400_000);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(CATALOG_SPAN_MS * 0.95);
  });
});

describe('batch iteration', () => {
  it('yields exactly skuCount SKUs with unique sequential ids in batches of 1,000', () => {
    expect(skus.map((sku) => sku.id)).toEqual(Array.from({ length: 6000 }, (_, i) => i + 1));
    expect(batchSizes).toEqual([1000, 1000, 1000, 1000, 1000, 1000]);
  });

  it('emits each SPU in or before the batch of its first SKU', () => {
    const seen = new Set<number>();
    for (const batch of generateCatalog({ seed: 7, skuCount: 2500, batchSize: 333 }).batches()) {
      for (const spu of batch.spus) seen.add(spu.id);
      for (const sku of batch.skus) expect(seen.has(sku.spuId)).toBe(true);
      expect(batch.skus.length).toBeLessThanOrEqual(333);
    }
  });

  it('gives the same goods whatever the batch size', () => {
    const small = collect(generateCatalog({ ...DEMO_CATALOG_OPTIONS, batchSize: 257 }).batches());
    expect(small.skus).toEqual(skus);
    expect(small.spus).toEqual(spus);
  });

  it('yields exactly the asked count for small and empty catalogues', () => {
    for (const skuCount of [0, 1, 5, 7]) {
      const { skus: few } = collect(generateCatalog({ seed: 1, skuCount }).batches());
      expect(few.map((sku) => sku.id)).toEqual(Array.from({ length: skuCount }, (_, i) => i + 1));
    }
  });

  it('refuses counts and batch sizes that are not whole numbers', () => {
    expect(() => generateCatalog({ seed: 1, skuCount: -1 })).toThrow(/skuCount/);
    expect(() => generateCatalog({ seed: 1, skuCount: 1.5 })).toThrow(/skuCount/);
    expect(() => generateCatalog({ seed: 1, skuCount: 10, batchSize: 0 })).toThrow(/batchSize/);
  });
});

describe('determinism', () => {
  it('gives the same catalogue byte for byte for the same seed', () => {
    const again = generateCatalog(DEMO_CATALOG_OPTIONS);
    const second = collect(again.batches());
    expect(JSON.stringify(again.reference)).toBe(JSON.stringify(reference));
    expect(JSON.stringify(second.skus)).toBe(JSON.stringify(skus));
    expect(JSON.stringify(second.spus)).toBe(JSON.stringify(spus));
  });

  it('gives different goods for a different seed, with the same reference data', () => {
    const other = generateCatalog({ seed: 'another seed', skuCount: 6000 });
    const otherSkus = collect(other.batches()).skus;
    expect(JSON.stringify(other.reference)).toBe(JSON.stringify(reference));
    const sameName = otherSkus.filter((sku, i) => sku.skuName === skus[i].skuName).length;
    expect(sameName).toBeLessThan(600);
  });
});

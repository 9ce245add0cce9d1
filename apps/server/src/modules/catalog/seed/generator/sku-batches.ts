import { BRAND_DEFS, BRAND_PRICE_LEVEL, brandLabel, brandLabelEn } from './brands';
import { TOP_CATEGORY_HUE } from './categories';
import { channelIdsFor, poolIdsFor } from './channels-pools';
import type { CompiledKind, CompiledLeaf } from './compile-templates';
import { formatCents, marketPriceCents, roundPriceCents } from './prices';
import { cumulativeWeights, Rng } from './prng';
import { SUPPLIER_DEFS } from './suppliers';
import { englishValue } from './templates/values-en';
import type { CatalogSku, CatalogSpu, SkuBatch } from './types';

/** Goods appear over two years before the demo starts. */
export const CATALOG_START = Date.UTC(2024, 0, 1);
export const CATALOG_SPAN_MS = 730 * 24 * 3600 * 1000;

const SKUS_PER_SPU = [1, 2, 3, 4, 5, 6];
const SKUS_PER_SPU_CUMULATIVE = cumulativeWeights([28, 24, 18, 13, 9, 8]);
const OFF_SHELF_RATE = 0.03;
const OUT_OF_STOCK_RATE = 0.05;
const SERVICE_STOCK = 9999;
const OWN_BRAND_SHARE = 0.8;

const BRAND_LABELS = BRAND_DEFS.map(brandLabel);
const BRAND_LABELS_EN = BRAND_DEFS.map(brandLabelEn);
const BRAND_LEVELS = BRAND_DEFS.map((brand) => BRAND_PRICE_LEVEL[brand.code] ?? 1);
const OWN_BRAND_INDEX = SUPPLIER_DEFS.map((supplier) =>
  supplier.ownBrand ? BRAND_DEFS.findIndex((brand) => brand.code === supplier.ownBrand) : -1,
);

function pickBrand(rng: Rng, kind: CompiledKind, supplierIndex: number): number {
  const own = OWN_BRAND_INDEX[supplierIndex];
  if (own >= 0 && kind.brandIndexes.includes(own) && rng.chance(OWN_BRAND_SHARE)) return own;
  return rng.pick(kind.brandIndexes);
}

/** The name pattern of every SKU, in either language: brand, kind, spec values and the model. */
function productName(
  placement: 'before' | 'after' | 'none',
  brand: string,
  kind: string,
  specText: string,
  model: string,
): string {
  if (placement === 'before') return `${brand} ${model} ${kind}${specText}`;
  if (placement === 'after') return `${brand} ${kind}${specText} ${model}`;
  return `${brand} ${kind}${specText}`;
}

/** The SKU stream: SPU after SPU from one PRNG, cut into batches, so batch size never changes the goods. */
export function* generateSkuBatches(
  leaves: readonly CompiledLeaf[],
  seed: number | string,
  skuCount: number,
  batchSize: number,
): Generator<SkuBatch, void, undefined> {
  const rng = new Rng(seed);
  const leafCumulative = cumulativeWeights(leaves.map((leaf) => leaf.weight));
  let spus: CatalogSpu[] = [];
  let skus: CatalogSku[] = [];
  let batchIndex = 0;
  let nextSkuId = 1;
  let nextSpuId = 1;

  while (nextSkuId <= skuCount) {
    const leaf = leaves[rng.weightedIndex(leafCumulative)];
    const kind = leaf.kinds[rng.weightedIndex(leaf.kindCumulative)];
    const supplierIndex = leaf.supplierIndexes[rng.weightedIndex(leaf.supplierCumulative)];
    const supplier = SUPPLIER_DEFS[supplierIndex];
    const supplierId = supplierIndex + 1;
    const brandIndex = pickBrand(rng, kind, supplierIndex);
    const brand = BRAND_DEFS[brandIndex];
    const variantAt = kind.kind.variantDim;
    const variantDim = kind.dims[variantAt];
    const wanted = SKUS_PER_SPU[rng.weightedIndex(SKUS_PER_SPU_CUMULATIVE)];
    const count = Math.min(wanted, variantDim.values.length, skuCount - nextSkuId + 1);
    const variantValues = rng.sampleIndices(variantDim.values.length, count);
    const chosen = kind.dims.map((dim, index) =>
      index === variantAt ? 0 : rng.int(0, dim.values.length - 1),
    );
    const code = rng.int(0, 999_999);
    const [minPrice, maxPrice] = kind.kind.price;
    const basePrice = rng.logUniform(minPrice, maxPrice) * BRAND_LEVELS[brandIndex] * supplier.priceFactor;
    const isService = kind.classification !== 'wz';
    const spuTime =
      CATALOG_START + Math.floor(((nextSkuId - 1) / skuCount) * CATALOG_SPAN_MS) + rng.int(0, 3599) * 1000;
    const spuId = nextSpuId++;
    const pictureKey = `catalog/${leaf.topKey}/${spuId}.svg`;
    const placement = kind.kind.modelPlacement ?? 'after';

    let spuName = `${BRAND_LABELS[brandIndex]} ${kind.kind.name}`;
    kind.dims.forEach((dim, index) => {
      if (index !== variantAt && dim.inName) spuName += ` ${dim.values[chosen[index]]}`;
    });
    spus.push({
      id: spuId,
      spuName,
      categoryId: leaf.categoryId,
      brandId: brandIndex + 1,
      supplierId,
      shopId: supplierId,
      unit: kind.kind.unit,
      classification: kind.classification,
      pictureKey,
      pictureHue: (TOP_CATEGORY_HUE[leaf.topKey] + rng.int(-14, 14) + 360) % 360,
      skuCount: count,
      createdAt: new Date(spuTime),
    });

    for (let variant = 0; variant < count; variant++) {
      chosen[variantAt] = variantValues[variant];
      const values = kind.dims.map((dim, index) => dim.values[chosen[index]]);
      const model = kind.kind.model({ code, variant, brand: brand.code, prefix: brand.modelPrefix, values });
      let factor = 1;
      let specText = '';
      let specTextEn = '';
      for (let index = 0; index < kind.dims.length; index++) {
        const dim = kind.dims[index];
        factor *= dim.factors[chosen[index]];
        if (dim.inName) {
          specText += ` ${values[index]}`;
          specTextEn += ` ${englishValue(values[index]) ?? values[index]}`;
        }
      }
      const skuName = productName(placement, BRAND_LABELS[brandIndex], kind.kind.name, specText, model);
      const modelEn = englishValue(model) ?? model;
      const skuNameEn = productName(
        placement,
        BRAND_LABELS_EN[brandIndex],
        kind.kind.nameEn,
        specTextEn,
        modelEn,
      );
      const saleCents = roundPriceCents(basePrice * factor * (0.98 + rng.next() * 0.04));
      const markup = isService ? 1.05 + rng.next() * 0.15 : 1.08 + rng.next() * 0.37;
      const marketCents = rng.chance(0.08) ? saleCents : marketPriceCents(saleCents, markup);
      const stock = isService
        ? SERVICE_STOCK
        : rng.chance(OUT_OF_STOCK_RATE)
          ? 0
          : Math.floor(rng.logUniform(1, 20000));
      const status = rng.chance(OFF_SHELF_RATE) ? 'offShelf' : 'onShelf';
      const salesCount = Math.floor(rng.logUniform(1, 10001)) - 1;
      const skuId = nextSkuId++;
      skus.push({
        id: skuId,
        spuId,
        categoryId: leaf.categoryId,
        brandId: brandIndex + 1,
        supplierId,
        shopId: supplierId,
        supplierSkuCode: `${supplier.skuCodePrefix}${String(skuId).padStart(8, '0')}`,
        skuName,
        skuNameEn,
        model,
        unit: kind.kind.unit,
        salePrice: formatCents(saleCents),
        marketPrice: formatCents(marketCents),
        stock,
        status,
        classification: kind.classification,
        channelIds: channelIdsFor(leaf.topKey, supplier.kind),
        poolIds: poolIdsFor(leaf.topKey, supplier.kind, salesCount),
        salesCount,
        createdAt: new Date(spuTime + variant * 60_000),
        attributes: kind.dims.map((dim, index) => ({
          attributeId: dim.attributeId,
          valueId: dim.valueIds[chosen[index]],
        })),
        pictureKey,
      });
      if (skus.length === batchSize) {
        yield { index: batchIndex++, spus, skus };
        spus = [];
        skus = [];
      }
    }
  }
  if (skus.length > 0) yield { index: batchIndex, spus, skus };
}

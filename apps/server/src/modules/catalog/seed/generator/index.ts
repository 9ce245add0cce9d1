// Deterministic catalogue data for the demo seed and the 100k / 1M benchmarks: plain records, no database.

export {
  DEFAULT_BATCH_SIZE,
  DEMO_CATALOG_OPTIONS,
  type GenerateCatalogOptions,
  type GeneratedCatalog,
  generateCatalog,
} from './generate-catalog';
export {
  escapeXml,
  type ProductPictureInput,
  productPictureSvg,
  spuPictureSvg,
} from './product-picture';
export { CATALOG_SPAN_MS, CATALOG_START } from './sku-batches';
export type * from './types';

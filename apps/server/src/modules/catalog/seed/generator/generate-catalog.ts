import { buildCatalogPlan } from './reference-data';
import { generateSkuBatches } from './sku-batches';
import type { CatalogReference, SkuBatch } from './types';

export const DEFAULT_BATCH_SIZE = 1000;

/** What the demo seed uses: ≥5,000 on-shelf SKUs. */
export const DEMO_CATALOG_OPTIONS = { seed: 20260105, skuCount: 6000 } as const;

export interface GenerateCatalogOptions {
  seed: number | string;
  skuCount: number;
  /** SKUs per batch (the last one may hold fewer); 1,000 when absent. */
  batchSize?: number;
}

export interface GeneratedCatalog {
  seed: number | string;
  skuCount: number;
  batchSize: number;
  reference: CatalogReference;
  /** A fresh pass over the SKUs each call; only one batch is held at a time. */
  batches(): Generator<SkuBatch, void, undefined>;
}

export function generateCatalog(options: GenerateCatalogOptions): GeneratedCatalog {
  const { seed, skuCount } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isSafeInteger(skuCount) || skuCount < 0) throw new Error('skuCount must be a whole number ≥ 0');
  if (!Number.isSafeInteger(batchSize) || batchSize < 1)
    throw new Error('batchSize must be a whole number ≥ 1');
  if (typeof seed === 'number' && !Number.isFinite(seed)) throw new Error('seed must be finite');
  const plan = buildCatalogPlan();
  return {
    seed,
    skuCount,
    batchSize,
    reference: plan.reference,
    batches: () => generateSkuBatches(plan.leaves, seed, skuCount, batchSize),
  };
}

import type { Tx } from '../../../db/client';
import { indexSkus, seedHotWords } from '../../search';
import { DEMO_CATALOG_OPTIONS, generateCatalog } from './generator';
import { loadCatalogReference } from './reference';
import { insertSkuBatch, resetGoodsIds } from './sku-rows';

/**
 * The demo catalogue (DEMO_CATALOG_OPTIONS: 6,000 SKUs, the same every time), its home page content and
 * search index. Runs in the demo seed's transaction after the demo accounts and brands.
 */
export async function seedDemoCatalog(tx: Tx, operatorId: number, at: Date): Promise<void> {
  const catalog = generateCatalog(DEMO_CATALOG_OPTIONS);
  const brandIds = await loadCatalogReference(tx, catalog.reference, at, operatorId);
  for (const batch of catalog.batches()) await insertSkuBatch(tx, batch, brandIds);
  await resetGoodsIds(tx);
  await indexSkus(tx);
  await seedHotWords(tx, at);
}

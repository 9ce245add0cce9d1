// The search domain's public entry: what other domains, the seeds, the start-up and other domains' tests may use
// of it (.dependency-cruiser.cjs). Its tables that others join are in shared-tables.ts, its test helpers in
// test-support.ts.
export { ensureSearchIndexCurrent } from './ensure-index';
export { indexSkus } from './index-skus';
export { seedHotWords } from './seed-hot-words';

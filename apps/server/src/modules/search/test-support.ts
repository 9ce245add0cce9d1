// The search domain's helpers for other domains' tests, the browser specs and the benchmarks, never for production code.

// The in-process index alone, for its benchmark (bench/search-index.ts).
export { loadIndex } from './engine/index-load';
export { searchIndex } from './engine/index-search';
export { indexFromSnapshot, snapshotBytes } from './engine/index-snapshot';
export { SearchIndex } from './engine/search-index';
export { resolveFilter } from './search-filters';
export type { SearchFixture } from './search-fixture';
export { insertSearchFixture } from './search-fixture';
export { RANK_LIMIT } from './search-page';

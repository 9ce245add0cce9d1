// The search domain's helpers for other domains' tests and the browser specs, never for production code.

export type { SearchFixture } from './search-fixture';
export { insertSearchFixture } from './search-fixture';

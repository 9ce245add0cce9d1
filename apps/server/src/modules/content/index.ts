// The content domain's public entry: what other domains, the seeds, the start-up and other domains' tests may use
// of it (.dependency-cruiser.cjs). Its tables that others join are in shared-tables.ts.
export { seedHomeContent } from './seed/home-content';
export { slidePictureSvg } from './slide-picture';

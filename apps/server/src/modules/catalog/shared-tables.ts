// The catalog domain's tables that other domains may join and read, never write: writes go through the
// functions of its entry (index.ts). Kept apart from index.ts so that reading a table loads no use-case (and
// makes no import cycle between domains).
/** Joined or read by: cart. */
export { channels } from './attribute-tables';
/** Joined or read by: cart. */
export { skuChannels } from './goods-tables';
/** Joined or read by: seeds. */
export { skuChangeRequests } from './pricing/tables';
/** Joined or read by: bench, browser specs, cart, content, files, identity, orders, platform tests, search, seeds. */
export {
  brands,
  categories,
  frontCategories,
  frontCategoryLinks,
  skus,
  spus,
  supplierShops,
  suppliers,
} from './tables';
/** Joined or read by: cart. */
export { orgChannels } from './visibility/tables';

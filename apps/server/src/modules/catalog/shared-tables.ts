// The catalog domain's tables that other domains may join and read. Their production code never writes them
// (scripts/shared-table-writes.test.mjs): writes go through the functions of index.ts, other domains' seed steps'
// too; test fixtures insert rows directly. Apart from index.ts, so that reading a table loads no use-case and makes no cycle.
/** Tests of cart. */
export { channels } from './attribute-tables';
/** Tests of cart. */
export { skuChannels } from './goods-tables';
/** Seeds. */
export { skuChangeRequests } from './pricing/tables';
/** Read by cart, content, identity, orders, search; foreign keys from cart, content, orders, search; tests of cart, files, orders, platform, search; seeds; bench; browser specs. */
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
/** Tests of cart. */
export { orgChannels } from './visibility/tables';

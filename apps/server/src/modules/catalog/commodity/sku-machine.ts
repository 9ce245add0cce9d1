import { ErrorCode, SkuStatus, skuEvents, skuMachine } from '@procuremart/contract';
import { BusinessError } from '../../../platform/errors';
import { takerScope } from '../../../platform/scope';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { skus } from '../goods-tables';
import { listingGuards, listingReviewRequired } from './listing-guards';

/**
 * SKUs step through the SKU machine: a supplier its own, operators every one. A step onto the shelf
 * publishes `sku.listed`, one off it `sku.offShelf` (search re-indexes what buyers see, in the transaction).
 */
export const skuSteps = bindMachine({
  machine: skuMachine,
  table: skus,
  id: skus.id,
  status: skus.status,
  version: skus.version,
  notFound: () => new BusinessError(ErrorCode.notFound, 'commodity.notFound'),
  scope: (taker) => takerScope(taker, { supplier: skus.supplierId }),
  stamp: ({ at }) => ({ updatedAt: at }),
  facts: async (tx) => ({ reviewRequired: await listingReviewRequired(tx) }),
  guards: listingGuards,
  events: ({ row, from, to }) => {
    const skuId = row.id;
    if (to === SkuStatus.onShelf) return [skuEvents.listed.of({ skuId })];
    if (from === SkuStatus.onShelf) return [skuEvents.offShelf.of({ skuId })];
    return [];
  },
});

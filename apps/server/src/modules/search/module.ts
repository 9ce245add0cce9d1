import { frontCategoryEvents, skuEvents } from '@procuremart/contract';
import { defineModule } from '../../platform/module';
import { subscribe } from '../../platform/steps/domain-events';
import { indexSkus } from './index-skus';
import { registerSearchRoutes } from './routes';
import { invalidateSearchCache } from './search-cache';

type Tx = Parameters<typeof indexSkus>[0];

/**
 * A SKU put on or taken off the shelf, saved, repriced or made visible to other buyers is re-indexed in the
 * transaction that changed it: buyers see it at once, and a failed re-index rolls the change back.
 */
const reindex = (tx: Tx, { skuId }: { skuId: number }) => indexSkus(tx, [skuId]);
const reindexAll = (tx: Tx, { skuIds }: { skuIds: number[] }) => indexSkus(tx, skuIds);

export default defineModule({
  name: 'search',
  register: registerSearchRoutes,
  subscribers: [
    subscribe(skuEvents.listed, 'search.reindexListed', reindex),
    subscribe(skuEvents.offShelf, 'search.reindexOffShelf', reindex),
    subscribe(skuEvents.saved, 'search.reindexSaved', reindexAll),
    subscribe(skuEvents.repriced, 'search.reindexRepriced', reindexAll),
    subscribe(skuEvents.visibilityChanged, 'search.reindexVisibility', reindexAll),
    subscribe(skuEvents.sold, 'search.reindexSold', reindexAll),
    // The front-category filter is cached briefly: a change to the tree is read again at once.
    subscribe(frontCategoryEvents.saved, 'search.forgetSavedFrontCategory', async () =>
      invalidateSearchCache(),
    ),
    subscribe(frontCategoryEvents.linked, 'search.forgetLinkedFrontCategory', async () =>
      invalidateSearchCache(),
    ),
    subscribe(frontCategoryEvents.reordered, 'search.forgetReorderedFrontCategories', async () =>
      invalidateSearchCache(),
    ),
    subscribe(frontCategoryEvents.deleted, 'search.forgetDeletedFrontCategory', async () =>
      invalidateSearchCache(),
    ),
  ],
});

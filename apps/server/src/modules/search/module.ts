import { skuEvents } from '@procuremart/contract';
import { defineModule } from '../../platform/module';
import { subscribe } from '../../platform/steps/domain-events';
import { indexSkus } from './index-skus';
import { registerSearchRoutes } from './routes';

/** A SKU put on or taken off the shelf is re-indexed in its step's transaction: buyers see it at once. */
const reindex = (tx: Parameters<typeof indexSkus>[0], { skuId }: { skuId: number }) => indexSkus(tx, [skuId]);

export default defineModule({
  name: 'search',
  register: registerSearchRoutes,
  subscribers: [
    subscribe(skuEvents.listed, 'search.reindexListed', reindex),
    subscribe(skuEvents.offShelf, 'search.reindexOffShelf', reindex),
  ],
});

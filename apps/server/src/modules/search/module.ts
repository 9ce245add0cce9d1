import {
  frontCategoryEvents,
  OrgType,
  orgEvents,
  skuEvents,
  TRADING_ORG_STATES,
} from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { defineModule } from '../../platform/module';
import { sqlRows } from '../../platform/sql-rows';
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

const trades = (state: string) => TRADING_ORG_STATES.includes(state);

/** A supplier that stops or starts trading takes its goods off the storefront or puts them back. */
async function reindexSupplierGoods(
  tx: Tx,
  { orgId, orgType, from, to }: { orgId: number; orgType: string; from: string; to: string },
) {
  if (orgType !== OrgType.supplier || trades(from) === trades(to)) return;
  const rows = await sqlRows<{ id: unknown }>(
    tx,
    sql`select s.id from skus s join suppliers sp on sp.id = s.supplier_id where sp.org_id = ${orgId}`,
  );
  await indexSkus(
    tx,
    rows.map((row) => Number(row.id)),
  );
}

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
    subscribe(orgEvents.stateChanged, 'search.reindexSupplierGoods', reindexSupplierGoods),
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

import { defineSeed } from '../../db/seed/define-seed';
import { adoptPendingBrandAuths } from './brand-auth/brand-auth-approval';
import { adoptPendingListings } from './commodity/listing-approval';
import { adoptPendingPriceChanges } from './pricing/change-approval';

/**
 * Listing requests, price changes and brand authorisations waiting for the operators without an approval (from
 * before the catalogue audits ran on the approval engine) start theirs, after the audit processes (40).
 */
export default defineSeed({
  name: 'pendingCatalogAudits',
  order: 48,
  part: 'reference',
  run: async (tx) => {
    const at = new Date();
    return (
      (await adoptPendingListings(tx, at)) +
      (await adoptPendingPriceChanges(tx, at)) +
      (await adoptPendingBrandAuths(tx, at))
    );
  },
});

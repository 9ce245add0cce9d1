import type { Tx } from '../../../db/client';
import { readParam } from '../../config';

/** Whether listing goes through the operators' two-level audit (`commodity.listingReviewRequired`). */
export const listingReviewRequired = (tx: Tx): Promise<boolean> =>
  readParam(tx, 'commodity.listingReviewRequired');

/** The SKU machine's guards: a listing request goes to audit exactly when review is required. */
export const listingGuards = {
  throwIfListingReviewNotRequired: ({ reviewRequired }: { reviewRequired: boolean }) =>
    reviewRequired ? null : 'commodity.reviewNotRequired',
  throwIfListingReviewRequired: ({ reviewRequired }: { reviewRequired: boolean }) =>
    reviewRequired ? 'commodity.reviewRequired' : null,
} as const;

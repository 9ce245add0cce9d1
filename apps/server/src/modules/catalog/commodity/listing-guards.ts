import { ErrorCode } from '@procuremart/contract';
import type { Tx } from '../../../db/client';
import { BusinessError } from '../../../platform/errors';
import type { Guard } from '../../../platform/module';
import { readParam } from '../../config';

/** Whether listing goes through the operators' two-level audit (`commodity.listingReviewRequired`). */
export const listingReviewRequired = (tx: Tx): Promise<boolean> =>
  readParam(tx, 'commodity.listingReviewRequired');

/** The named guards of the SKU machine: a listing request goes to audit exactly when review is required. */
export const listingGuards: Record<string, Guard> = {
  throwIfListingReviewNotRequired: async (tx) => {
    if (!(await listingReviewRequired(tx)))
      throw new BusinessError(ErrorCode.business, 'commodity.reviewNotRequired');
  },
  throwIfListingReviewRequired: async (tx) => {
    if (await listingReviewRequired(tx))
      throw new BusinessError(ErrorCode.business, 'commodity.reviewRequired');
  },
};

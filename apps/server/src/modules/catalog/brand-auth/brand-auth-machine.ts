import { brandAuthMachine, ErrorCode } from '@procuremart/contract';
import { takerUserId } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { takerScope } from '../../../platform/scope';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { brandAuths } from './tables';
import { chinaToday, isExpired } from './validity';

export const authNotFound = () => new BusinessError(ErrorCode.notFound, 'brandAuth.notFound');

/**
 * Brand authorisations step through their machine: a supplier its own only, operators every one, the audit's
 * end (the system, on behalf of the deciding operator) any. The reason
 * of a step is kept on the row and in its status history. An authorisation in force is renewed only once it
 * has expired (by the China business day).
 */
export const brandAuthSteps = bindMachine({
  machine: brandAuthMachine,
  table: brandAuths,
  id: brandAuths.id,
  status: brandAuths.status,
  version: brandAuths.version,
  notFound: authNotFound,
  scope: (taker) => takerScope(taker, { supplier: brandAuths.supplierId }),
  stamp: ({ at, taker, remark }) => ({ reason: remark, updatedAt: at, updatedBy: takerUserId(taker) }),
  facts: async () => ({ today: chinaToday() }),
  guards: {
    throwIfBrandAuthNotExpired: ({ row, today }) => (isExpired(row, today) ? null : 'brandAuth.notExpired'),
  },
});

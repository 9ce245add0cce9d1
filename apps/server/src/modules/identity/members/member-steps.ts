import { ErrorCode, memberMachine } from '@procuremart/contract';
import { BusinessError } from '../../../platform/errors';
import { takerScope } from '../../../platform/scope';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { users } from '../tables';

export const memberNotFound = () => new BusinessError(ErrorCode.notFound, 'member.notFound');

/**
 * Members disable and enable through the member machine, in the taker's scope: an enterprise administrator its
 * own organisation's members, an operator anyone's; never one's own account.
 */
export const memberSteps = bindMachine({
  machine: memberMachine,
  table: users,
  id: users.id,
  status: users.status,
  notFound: memberNotFound,
  scope: (taker) => takerScope(taker, { org: users.orgId }),
  guards: {
    throwIfSelf: ({ row, taker }) => (row.id === taker.userId ? 'member.self' : null),
  },
  historyNames: { id: users.id, name: users.username },
});

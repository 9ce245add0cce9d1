import { DataResource, ErrorCode, memberMachine } from '@procuremart/contract';
import { BusinessError } from '../../../platform/errors';
import { takerScope } from '../../../platform/scope';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { users } from '../tables';

/** Whose a member is, for the row scope and the data permissions for members (DataResource.member). */
export const memberOwners = {
  org: users.orgId,
  unit: users.orgUnitId,
  user: users.id,
  resource: DataResource.member,
};

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
  scope: (taker) => takerScope(taker, memberOwners),
  guards: {
    throwIfSelf: ({ row, taker }) => (row.id === taker.userId ? 'member.self' : null),
  },
  historyNames: { id: users.id, name: users.username },
});

import { ErrorCode, roleMachine } from '@procuremart/contract';
import { BusinessError } from '../../../platform/errors';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { users } from '../../identity/shared-tables';
import { roles } from '../tables';

export const roleNotFound = () => new BusinessError(ErrorCode.notFound, 'role.notFound');

/** Roles stop and restart through the role machine; only operators take its steps (the machine's `who`). */
export const roleSteps = bindMachine({
  machine: roleMachine,
  table: roles,
  id: roles.id,
  status: roles.status,
  notFound: roleNotFound,
  historyNames: { id: users.id, name: users.username },
});

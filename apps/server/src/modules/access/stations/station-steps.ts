import { ErrorCode, stationMachine } from '@procuremart/contract';
import { now } from '../../../platform/clock';
import { BusinessError } from '../../../platform/errors';
import { takerScope } from '../../../platform/scope';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { users } from '../../identity/shared-tables';
import { stations } from './tables';

export const stationNotFound = () => new BusinessError(ErrorCode.notFound, 'station.notFound');

/**
 * Stations stop and restart through the station machine, in the taker's scope: an enterprise administrator its
 * own organisation's stations, an operator any. The members' roles and data permissions change with it.
 */
export const stationSteps = bindMachine({
  machine: stationMachine,
  table: stations,
  id: stations.id,
  status: stations.status,
  version: stations.version,
  notFound: stationNotFound,
  scope: (taker) => takerScope(taker, { org: stations.orgId }),
  stamp: () => ({ updatedAt: now() }),
  historyNames: { id: users.id, name: users.username },
});

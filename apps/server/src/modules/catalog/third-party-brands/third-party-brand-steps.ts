import { thirdPartyBrandMachine } from '@procuremart/contract';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { users } from '../../identity/shared-tables';
import { notFound } from './record';
import { thirdPartyBrands } from './tables';

/** A third-party brand enables and disables through its machine (operators only: no row scope). */
export const thirdPartyBrandSteps = bindMachine({
  machine: thirdPartyBrandMachine,
  table: thirdPartyBrands,
  id: thirdPartyBrands.id,
  status: thirdPartyBrands.status,
  version: thirdPartyBrands.version,
  notFound,
  stamp: ({ at, taker }) => ({ updatedAt: at, updatedBy: taker.userId }),
  historyNames: { id: users.id, name: users.username },
});

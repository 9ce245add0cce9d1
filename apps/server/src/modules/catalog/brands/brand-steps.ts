import { brandMachine } from '@procuremart/contract';
import { notFoundError } from '../../../platform/errors';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { users } from '../../identity/shared-tables';
import { brands } from '../brand-tables';

/** Brands enable and disable through the brand machine (operators only: no row scope). */
export const brandSteps = bindMachine({
  machine: brandMachine,
  table: brands,
  id: brands.id,
  status: brands.status,
  version: brands.version,
  notFound: notFoundError,
  stamp: ({ at, taker }) => ({ updatedAt: at, updatedBy: taker.userId }),
  historyNames: { id: users.id, name: users.username },
});

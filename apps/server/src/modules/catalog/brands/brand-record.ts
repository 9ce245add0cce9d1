import type { StatusHistory } from '@procuremart/contract';
import { brandMachine } from '@procuremart/contract';
import type { Db, Tx } from '../../../db/client';
import { statusHistoryOf } from '../../../platform/steps/status-history';
import { users } from '../../identity/shared-tables';

/** Status changes of a brand, newest first. */
export function loadBrandHistory(db: Db | Tx, brandId: number): Promise<StatusHistory[]> {
  return statusHistoryOf(db, brandMachine, brandId, { id: users.id, name: users.username });
}

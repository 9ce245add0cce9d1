import type { Tx } from '../../db/client';
import { ensureDictionaries } from './dictionaries/ensure-dictionaries';
import { paramVersion } from './tables';

/** Configuration reference data every start makes sure of: the contract's dictionaries, the parameter version row. */
export async function ensureConfigData(tx: Tx): Promise<void> {
  await ensureDictionaries(tx);
  await tx.insert(paramVersion).values({ id: 1, version: 0 }).onConflictDoNothing();
}

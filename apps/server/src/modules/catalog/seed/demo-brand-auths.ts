import { BrandAuthStatus } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';

/** The demo authorisations' validity: from before the demo data to well beyond any demo session. */
export const DEMO_AUTH_VALID_FROM = '2026-01-01';
export const DEMO_AUTH_VALID_TO = '2030-12-31';

/**
 * An active authorisation for every (supplier, brand) pair the demo catalogue sells, so that its goods stay
 * editable and suppliers can list more of the same brands. Runs after the catalogue is seeded.
 */
export async function seedDemoBrandAuths(tx: Tx, operatorId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    insert into brand_auths (supplier_id, brand_id, status, valid_from, valid_to, applied_at, updated_at, updated_by)
    select distinct supplier_id, brand_id, ${BrandAuthStatus.active}::smallint, ${DEMO_AUTH_VALID_FROM}::date,
      ${DEMO_AUTH_VALID_TO}::date, ${at}::timestamptz, ${at}::timestamptz, ${operatorId}::bigint
    from skus
    on conflict (supplier_id, brand_id) do nothing`);
}

import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { defineSeed } from '../../db/seed/define-seed';
import { users } from '../identity/shared-tables';
import { orgUnits } from './tables';

/** Two purchasing units (departments) in purchaser01's organisation (identity puts purchaser01 in the first). */
async function seedDemoOrgUnits(tx: Tx): Promise<void> {
  const [buyer] = await tx
    .select({ orgId: users.orgId })
    .from(users)
    .where(eq(users.username, 'purchaser01'));
  if (!buyer?.orgId) return;
  await tx.insert(orgUnits).values([
    { orgId: buyer.orgId, name: '行政部', nameEn: 'Administration', sortNo: 10 },
    { orgId: buyer.orgId, name: '工程部', nameEn: 'Engineering', sortNo: 20 },
  ]);
}

/** The demo buyer's departments (purchasing units). */
export default defineSeed({ name: 'orgUnits', order: 700, run: (tx) => seedDemoOrgUnits(tx) });

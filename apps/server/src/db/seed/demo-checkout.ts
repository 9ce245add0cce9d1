import { asc, eq } from 'drizzle-orm';
import { supplierShops } from '../../modules/catalog/shared-tables';
import { users } from '../../modules/identity/shared-tables';
import { orgUnits } from '../../modules/org/shared-tables';
import type { Tx } from '../client';

/** Freight rules and delivery ranges the demo shops take in turn: varied, so checkout shows each case. */
const SHOP_TERMS = [
  { freightFreeAbove: '99.00', freightFee: '8.00', deliveryDaysMin: 1, deliveryDaysMax: 3 },
  { freightFreeAbove: '299.00', freightFee: '15.00', deliveryDaysMin: 2, deliveryDaysMax: 5 },
  { freightFreeAbove: '0.00', freightFee: '0.00', deliveryDaysMin: 1, deliveryDaysMax: 2 },
  { freightFreeAbove: '500.00', freightFee: '20.00', deliveryDaysMin: 3, deliveryDaysMax: 7 },
];

export async function seedDemoShopTerms(tx: Tx): Promise<void> {
  const shops = await tx.select({ id: supplierShops.id }).from(supplierShops).orderBy(asc(supplierShops.id));
  for (const [index, shop] of shops.entries()) {
    const terms = SHOP_TERMS[index % SHOP_TERMS.length]!;
    await tx.update(supplierShops).set(terms).where(eq(supplierShops.id, shop.id));
  }
}

/** Two purchasing units (departments) in purchaser01's organisation, purchaser01 in the first. */
export async function seedDemoOrgUnits(tx: Tx): Promise<void> {
  const [buyer] = await tx
    .select({ id: users.id, orgId: users.orgId })
    .from(users)
    .where(eq(users.username, 'purchaser01'));
  if (!buyer?.orgId) return;
  const units = await tx
    .insert(orgUnits)
    .values([
      { orgId: buyer.orgId, name: '行政部', nameEn: 'Administration', sortNo: 10 },
      { orgId: buyer.orgId, name: '工程部', nameEn: 'Engineering', sortNo: 20 },
    ])
    .returning({ id: orgUnits.id });
  await tx.update(users).set({ orgUnitId: units[0]!.id }).where(eq(users.id, buyer.id));
}

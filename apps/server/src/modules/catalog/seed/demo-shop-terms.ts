import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { supplierShops } from '../supplier-tables';

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

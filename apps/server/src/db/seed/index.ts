import { count } from 'drizzle-orm';
import { hashPassword } from '../../modules/identity';
import { users } from '../../modules/identity/shared-tables';
import type { Db } from '../client';
import { seedDemoCatalog } from './catalog/demo-catalog';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { seedDemoAddresses } from './demo-addresses';
import { seedDemoApproval } from './demo-approval';
import { seedDemoBrandAuths } from './demo-brand-auths';
import { seedDemoBrands } from './demo-brands';
import { seedDemoOrgUnits, seedDemoShopTerms } from './demo-checkout';
import { seedDemoMessages } from './demo-messages';
import { seedDemoOrders } from './demo-orders';
import { seedDemoPaymentParams } from './demo-payment-params';
import { seedDemoPricing } from './demo-pricing';
import { ensureReferenceData } from './reference-data';

// Demo rows carry fixed times so that every fresh database looks the same.
const DEMO_BASE_TIME = new Date('2026-01-05T01:00:00.000Z');

let demoPasswordHash: Promise<string> | null = null;
/** Hashed once per process: argon2id is slow on purpose, and tests seed many databases. */
const demoHash = () => (demoPasswordHash ??= hashPassword(DEMO_PASSWORD));

export type SeedOutcome = 'seeded' | 'not-empty' | 'skipped';

export interface SeedOptions {
  /** false leaves out the demo catalogue (goods, shops, search index): tests that need none start faster. */
  demoCatalog?: boolean;
  /** false leaves out the demo orders (placed on the demo catalogue): tests count their own orders. */
  demoOrders?: boolean;
}

/** Adds missing reference data, then the demo data when asked for and the database has no users yet. */
export async function seedDatabase(
  db: Db,
  mode: 'demo' | 'none',
  { demoCatalog = true, demoOrders = true }: SeedOptions = {},
): Promise<SeedOutcome> {
  const passwordHash = mode === 'demo' ? await demoHash() : '';
  return db.transaction(async (tx) => {
    await ensureReferenceData(tx);
    if (mode === 'none') return 'skipped';
    const [{ userCount }] = await tx.select({ userCount: count() }).from(users);
    if (Number(userCount) > 0) return 'not-empty';
    const operatorId = await seedDemoAccounts(tx, passwordHash, DEMO_BASE_TIME);
    await seedDemoBrands(tx, operatorId, DEMO_BASE_TIME);
    await seedDemoMessages(tx, DEMO_BASE_TIME);
    await seedDemoAddresses(tx, DEMO_BASE_TIME);
    await seedDemoApproval(tx, DEMO_BASE_TIME);
    await seedDemoPaymentParams(tx, DEMO_BASE_TIME);
    await seedDemoOrgUnits(tx);
    if (demoCatalog) {
      await seedDemoCatalog(tx, operatorId, DEMO_BASE_TIME);
      await seedDemoBrandAuths(tx, operatorId, DEMO_BASE_TIME);
      await seedDemoShopTerms(tx);
      if (demoOrders) {
        await seedDemoOrders(tx);
        await seedDemoPricing(tx);
      }
    }
    return 'seeded';
  });
}

import { count } from 'drizzle-orm';
import { users } from '../../modules/identity/shared-tables';
import type { Db, Tx } from '../client';
import type { DemoSeed, DemoSeedContext } from './define-seed';
import { demoSeeds } from './steps';

// Demo rows carry fixed times so that every fresh database looks the same.
const DEMO_BASE_TIME = new Date('2026-01-05T01:00:00.000Z');

export type SeedOutcome = 'seeded' | 'not-empty' | 'skipped';

export interface SeedOptions {
  /** false leaves out the demo catalogue (goods, shops, search index): tests that need none start faster. */
  demoCatalog?: boolean;
  /** false leaves out the demo orders (placed on the demo catalogue): tests count their own orders. */
  demoOrders?: boolean;
}

const byOrder = (a: DemoSeed, b: DemoSeed) => a.order - b.order;

/** The reference data steps the domains declare (`part: 'reference'`), in their order. */
export const referenceSteps = (): DemoSeed[] =>
  demoSeeds
    .flat()
    .filter((step) => step.part === 'reference')
    .sort(byOrder);

/** The demo seed steps the domains declare (`*.seed.ts`), in their order, without the parts left out. */
export function demoSteps({ demoCatalog = true, demoOrders = true }: SeedOptions = {}): DemoSeed[] {
  return demoSeeds
    .flat()
    .filter((step) =>
      step.part === 'reference'
        ? false
        : step.part === 'catalog'
          ? demoCatalog
          : step.part === 'orders'
            ? demoCatalog && demoOrders
            : true,
    )
    .sort(byOrder);
}

/** Adds the reference data every installation needs and updates what changed (every start runs it). */
export async function ensureReferenceData(tx: Tx): Promise<void> {
  const context: DemoSeedContext = { baseTime: DEMO_BASE_TIME, operatorId: 0 };
  for (const step of referenceSteps()) await step.run(tx, context);
}

/** Adds missing reference data, then the demo data when asked for and the database has no users yet. */
export async function seedDatabase(
  db: Db,
  mode: 'demo' | 'none',
  { demoCatalog = true, demoOrders = true }: SeedOptions = {},
): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await ensureReferenceData(tx);
    if (mode === 'none') return 'skipped';
    const [{ userCount }] = await tx.select({ userCount: count() }).from(users);
    if (Number(userCount) > 0) return 'not-empty';
    const context: DemoSeedContext = { baseTime: DEMO_BASE_TIME, operatorId: 0 };
    for (const step of demoSteps({ demoCatalog, demoOrders })) await step.run(tx, context);
    return 'seeded';
  });
}

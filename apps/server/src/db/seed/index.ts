import { count } from 'drizzle-orm';
import { allModules } from '../../modules';
import { users } from '../../modules/identity/shared-tables';
import { registerMachines } from '../../platform/steps/register-machines';
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
  const included = { reference: false, catalog: demoCatalog, orders: demoCatalog && demoOrders };
  return demoSeeds
    .flat()
    .filter((step) => step.part === undefined || included[step.part])
    .sort(byOrder);
}

/** Runs the steps in one transaction, with one context the first demo step (the accounts) completes. */
async function runSteps(tx: Tx, steps: readonly DemoSeed[]): Promise<void> {
  const context: DemoSeedContext = { baseTime: DEMO_BASE_TIME, operatorId: 0 };
  for (const step of steps) await step.run(tx, context);
}

/** Adds the reference data every installation needs and updates what changed (every start runs it). */
export const ensureReferenceData = (tx: Tx): Promise<void> => runSteps(tx, referenceSteps());

/**
 * The demo steps move rows through the machines' steps, whose events the modules' subscribers hear (search,
 * messages, …): a seed run outside a started app (npm run bench:seed, a test template) registers them as the
 * app does.
 */
const registerModules = () => registerMachines(allModules);

/**
 * Adds the demo orders part (the orders, and the price changes on goods they bought) to a database seeded
 * with the demo catalogue but without the orders, as the test templates are. Its steps find the accounts
 * they act as themselves.
 */
export async function seedDemoOrders(db: Db): Promise<void> {
  registerModules();
  await db.transaction((tx) =>
    runSteps(
      tx,
      demoSteps().filter((step) => step.part === 'orders'),
    ),
  );
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
    registerModules();
    await runSteps(tx, demoSteps({ demoCatalog, demoOrders }));
    return 'seeded';
  });
}

import type { Tx } from '../client';

/** What every seed step is given: the fixed base time, the demo operator. */
export interface DemoSeedContext {
  readonly baseTime: Date;
  /** The demo operations administrator, set by the accounts step (the first one). */
  operatorId: number;
}

/**
 * One step of the seed, declared by its domain in a `*.seed.ts` file (default export, one step or a list)
 * and writing only that domain's tables (another domain's rows it reads, or makes through that domain's
 * index.ts); npm run gen gathers them (db/seed/steps.ts) and seedDatabase runs them in one transaction.
 */
export interface DemoSeed {
  /** Unique among the steps. */
  name: string;
  /**
   * Steps run by ascending order, so a step comes after those whose rows it reads (ids follow the order: keep
   * an existing step's number). Unique among the steps.
   */
  order: number;
  /**
   * 'reference': reference data every installation needs (roles, menus, dictionaries, regions), made to match
   * the code at every start, with SEED=none too, before any demo step: it adds what is missing and updates
   * what changed, never duplicates. Demo steps: left out without the demo catalogue ('catalog') or without the
   * demo orders ('orders'); the others always run on an empty database with SEED=demo.
   */
  part?: 'reference' | 'catalog' | 'orders';
  run(tx: Tx, context: DemoSeedContext): Promise<unknown>;
}

export const defineSeed = (steps: DemoSeed | readonly DemoSeed[]): readonly DemoSeed[] =>
  Array.isArray(steps) ? steps : [steps as DemoSeed];

/** The seeded demo accounts (SEED=demo), all with the same password; the benchmark uses them too. */
export const DEMO_USERNAMES = [
  'purchaser01',
  'purchaser02',
  'approver01',
  'orgadmin01',
  'supplier01',
  'supplier02',
  'operator01',
  'operator02',
] as const;
export type DemoUsername = (typeof DEMO_USERNAMES)[number];
export const DEMO_PASSWORD = 'Procure#2026';

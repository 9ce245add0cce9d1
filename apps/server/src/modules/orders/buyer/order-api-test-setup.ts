import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { type CartFixtures, insertCartFixtures } from '../../cart/test-support';
import { skus } from '../../catalog/shared-tables';

/** What the buyer-order and approval API tests share: a lean app, the cart's goods, demo sessions. */
export interface OrderApiTest {
  t: TestApp;
  f: CartFixtures;
  tokens: Record<string, string>;
  stockOf: (skuId: string) => Promise<number | undefined>;
}

const USERS = ['purchaser01', 'purchaser02', 'supplier01', 'operator01', 'approver01'];

/** Call at the top of a test file: the app is ready in the tests, closed after them. */
export function useOrderApiTest(): OrderApiTest {
  const state = { tokens: {} as Record<string, string> } as OrderApiTest;
  beforeAll(async () => {
    state.t = await createTestApp();
    state.f = await insertCartFixtures(state.t.db);
    for (const name of USERS) state.tokens[name] = await loginAs(state.t.app, name);
  });
  afterAll(() => state.t.close());
  state.stockOf = async (skuId) =>
    (
      await state.t.db
        .select({ stock: skus.stock })
        .from(skus)
        .where(eq(skus.id, Number(skuId)))
    )[0]?.stock;
  return state;
}

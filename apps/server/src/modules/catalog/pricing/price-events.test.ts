import { auditPriceChange, changePrice, skuEvents } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerSubscribers, subscribe } from '../../../platform/steps/domain-events';
import { registerMachines } from '../../../platform/steps/register-machines';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { allModules } from '../..';
import { skuSearch } from '../../search/shared-tables';
import { skus } from '../tables';
import { pricingFixture } from './pricing-fixture';
import { skuChangeRequests, skuPriceHistory } from './tables';

// Price edits reach search through the skuEvents.repriced subscriber, in the edit's transaction.

let t: TestApp;
let supplier: string;
let operator: string;
let createDrafts: (name: string) => Promise<string[]>;
let createOnShelf: (name: string) => Promise<string[]>;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [supplier, operator] = await Promise.all(['supplier01', 'operator01'].map((u) => loginAs(t.app, u)));
  ({ createDrafts, createOnShelf } = await pricingFixture(t, supplier, operator, 'PE'));
}, 240_000);
afterEach(() => registerMachines(allModules));
afterAll(() => t.close());

/** The app's subscribers, and one more on repricing that fails (a search outage). */
function failRepricing(): void {
  const failing = subscribe(skuEvents.repriced, 'test.searchDown', async () => {
    throw new Error('search down');
  });
  registerSubscribers([...allModules.map((m) => m.subscribers ?? []), [failing]]);
}

const salePrice = async (skuId: string) =>
  (
    await t.db
      .select({ price: skus.salePrice })
      .from(skus)
      .where(eq(skus.id, Number(skuId)))
  )[0]?.price;
const indexedPrice = async (skuId: string) =>
  (
    await t.db
      .select({ price: skuSearch.price })
      .from(skuSearch)
      .where(eq(skuSearch.skuId, Number(skuId)))
  )[0]?.price;
const historyOf = (skuId: string) =>
  t.db
    .select()
    .from(skuPriceHistory)
    .where(eq(skuPriceHistory.skuId, Number(skuId)));

describe('price edits as domain events', () => {
  it('rolls a direct price edit back when a repricing subscriber fails, with no price history', async () => {
    const [draft] = await createDrafts('松柏牌事件改价');
    failRepricing();
    const refused = await call(
      t.app,
      changePrice,
      { items: [{ skuId: draft, salePrice: '80.00' }] },
      {
        token: supplier,
      },
    );
    expect(refused.body.code).toBe('E500');
    expect(await salePrice(draft)).toBe('88.00');
    expect(await historyOf(draft)).toEqual([]);
  });

  it('rolls an approval back when the subscriber fails; once search is up, approval reaches search', async () => {
    const [sku] = await createOnShelf('松柏牌事件审价');
    const asked = dataOf(
      await call(t.app, changePrice, { items: [{ skuId: sku, salePrice: '90.00' }] }, { token: supplier }),
    );
    const changeIds = asked.requested.map((r) => r.changeId);
    failRepricing();
    const refused = await call(
      t.app,
      auditPriceChange,
      { changeIds, approved: true, reason: '' },
      { token: operator },
    );
    expect(refused.body.code).toBe('E500');
    const [request] = await t.db
      .select({ status: skuChangeRequests.status })
      .from(skuChangeRequests)
      .where(eq(skuChangeRequests.id, Number(changeIds[0])));
    expect(request?.status).toBe('pending');
    expect(await salePrice(sku)).toBe('88.00');
    expect(await indexedPrice(sku)).toBe('88.00');

    registerMachines(allModules);
    dataOf(
      await call(t.app, auditPriceChange, { changeIds, approved: true, reason: '' }, { token: operator }),
    );
    expect(await indexedPrice(sku)).toBe('90.00');
  });
});

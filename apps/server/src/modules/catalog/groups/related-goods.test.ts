import {
  MAX_RELATED_GOODS,
  queryRelatedGoods,
  queryRelatedGoodsSetting,
  SkuStatus,
  saveRelatedGoods,
  searchSkuCandidates,
} from '@procuremart/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { skus } from '../tables';
import { onShelfSkusOf, setSkuStatus } from './group-fixture';
import { relatedGoods } from './tables';

let t: TestApp;
let operator: string;
let supplier: string;
let otherSupplier: string;
let purchaser: string;
let own: { skuId: string; spuId: string }[];
let others: { skuId: string; spuId: string }[];

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [operator, supplier, otherSupplier, purchaser] = await Promise.all(
    ['operator01', 'supplier01', 'supplier02', 'purchaser01'].map((u) => loginAs(t.app, u)),
  );
  own = await onShelfSkusOf(t.db, 'supplier01', 6);
  others = await onShelfSkusOf(t.db, 'supplier02', 2);
});
afterAll(() => t.close());

const save = (spuId: string, skuIds: string[], token: string) =>
  call(t.app, saveRelatedGoods, { spuId, skuIds }, { token });
const stored = async (spuId: string) =>
  (
    await t.db
      .select({ skuId: relatedGoods.skuId })
      .from(relatedGoods)
      .where(eq(relatedGoods.spuId, Number(spuId)))
      .orderBy(asc(relatedGoods.sortNo))
  ).map((r) => String(r.skuId));
const strip = async (spuId: string) =>
  dataOf(await call(t.app, queryRelatedGoods, { spuId }, {})).goods.map((g) => g.skuId);

describe('related goods', () => {
  it("lets a supplier set its own SPU's related goods in order, shown to buyers on shelf only", async () => {
    const spuId = own[0].spuId;
    const chosen = [own[3].skuId, own[1].skuId, own[2].skuId];
    expect(dataOf(await save(spuId, chosen, supplier))).toEqual({ spuId, skuIds: chosen });
    expect(await stored(spuId)).toEqual(chosen);
    const setting = dataOf(await call(t.app, queryRelatedGoodsSetting, { spuId }, { token: supplier }));
    expect(setting.skus.map((s) => s.skuId)).toEqual(chosen);

    expect(await strip(spuId)).toEqual(chosen);
    await setSkuStatus(t.db, [own[1].skuId], SkuStatus.forcedOffShelf);
    expect(await strip(spuId)).toEqual([own[3].skuId, own[2].skuId]);
    // The editor still lists it, with its status, so that it can be taken out.
    const after = dataOf(await call(t.app, queryRelatedGoodsSetting, { spuId }, { token: supplier }));
    expect(after.skus.find((s) => s.skuId === own[1].skuId)?.status).toBe(SkuStatus.forcedOffShelf);
    await setSkuStatus(t.db, [own[1].skuId], SkuStatus.onShelf);

    expect(dataOf(await save(spuId, [], supplier)).skuIds).toEqual([]);
    expect(await strip(spuId)).toEqual([]);
  });

  it("refuses another supplier's SPU as not found, with nothing written", async () => {
    const spuId = own[0].spuId;
    await save(spuId, [own[4].skuId], supplier);
    const refused = await save(spuId, [others[1].skuId], otherSupplier);
    expect(refused.body.code).toBe('E404');
    const peek = await call(t.app, queryRelatedGoodsSetting, { spuId }, { token: otherSupplier });
    expect(peek.body.code).toBe('E404');
    expect(await stored(spuId)).toEqual([own[4].skuId]);
  });

  it("refuses a supplier relating another supplier's SKU, its own SKUs, or too many", async () => {
    const spuId = own[0].spuId;
    await save(spuId, [own[4].skuId], supplier);
    const foreign = await save(spuId, [own[2].skuId, others[0].skuId], supplier);
    expect(foreign.body).toMatchObject({ code: '8888', data: { field: 'skuIds' } });
    const self = await save(spuId, [own[0].skuId], supplier);
    expect(self.body).toMatchObject({ code: '8888', data: { field: 'skuIds' } });
    const tooMany = Array.from({ length: MAX_RELATED_GOODS + 1 }, (_, i) => String(900000 + i));
    const many = await save(spuId, tooMany, supplier);
    expect(many.body).toMatchObject({ code: 'E400', data: { field: 'skuIds' } });
    const unknown = await save(spuId, ['999999999'], supplier);
    expect(unknown.body).toMatchObject({ code: '8888', data: { field: 'skuIds' } });
    expect(await stored(spuId)).toEqual([own[4].skuId]);
  });

  it("lets an operator relate any supplier's goods from the commodity detail", async () => {
    const spuId = own[5].spuId;
    const chosen = [others[0].skuId, own[1].skuId];
    dataOf(await save(spuId, chosen, operator));
    expect(await strip(spuId)).toEqual(chosen);
    const [card] = dataOf(await call(t.app, queryRelatedGoods, { spuId }, {})).goods;
    expect(card.price).toMatch(/^\d+\.\d{2}$/);
    expect(card.picture).toMatch(/^\/api\/ucc\/pictures\//);
  });

  it('answers E403 to purchasers on the management calls, with nothing written', async () => {
    const spuId = own[2].spuId;
    expect((await save(spuId, [own[1].skuId], purchaser)).body.code).toBe('E403');
    expect((await call(t.app, queryRelatedGoodsSetting, { spuId }, { token: purchaser })).body.code).toBe(
      'E403',
    );
    expect(await stored(spuId)).toEqual([]);
  });

  it('offers a supplier only its own SKUs to pick', async () => {
    const page = dataOf(await call(t.app, searchSkuCandidates, { pageSize: 200 }, { token: supplier }));
    expect(page.rows.length).toBeGreaterThan(0);
    const ids = page.rows.map((r) => Number(r.skuId));
    const owners = await t.db.select({ id: skus.id, supplierId: skus.supplierId }).from(skus);
    const ownerOf = new Map(owners.map((o) => [o.id, o.supplierId]));
    const mine = ownerOf.get(Number(own[0].skuId));
    expect(ids.every((id) => ownerOf.get(id) === mine)).toBe(true);
  });
});

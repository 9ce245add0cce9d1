import {
  addShoppingCart,
  auditPriceChange,
  changePrice,
  getChangeRequest,
  getSkuDetail,
  type ProcessLevel,
  queryCart,
  queryChangeAuditList,
  queryChangeRequestList,
  queryPriceHistory,
  queryStockList,
  SkuStatus,
  searchGoods,
  submitListing,
  updateStock,
  withdrawPriceChange,
} from '@procuremart/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { menus, roleMenus, roles, userRoles } from '../../access/shared-tables';
import { users } from '../../identity/shared-tables';
import { skuSearch } from '../../search/shared-tables';
import { auditEngineFixture } from '../audit-engine-fixture';
import { skus } from '../tables';
import { adoptPendingPriceChanges } from './change-approval';
import { pricingFixture } from './pricing-fixture';
import { skuChangeRequests, skuPriceHistory } from './tables';

let t: TestApp;
let supplier: string;
let otherSupplier: string;
let operator: string;
let staff: string;
let purchaser: string;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [supplier, otherSupplier, operator, staff, purchaser] = await Promise.all(
    ['supplier01', 'supplier02', 'operator01', 'operator02', 'purchaser01'].map((u) => loginAs(t.app, u)),
  );
  ({ createDrafts, createOnShelf } = await pricingFixture(t, supplier, operator, 'PR'));
  engine = await auditEngineFixture(t);
}, 240_000);
afterAll(() => t.close());

let engine: Awaited<ReturnType<typeof auditEngineFixture>>;
let createDrafts: (name: string) => Promise<string[]>;
let createOnShelf: (name: string) => Promise<string[]>;

const skuOf = async (skuId: string) =>
  (
    await t.db
      .select()
      .from(skus)
      .where(eq(skus.id, Number(skuId)))
  )[0];
const requestCount = async () => (await t.db.select({ n: count() }).from(skuChangeRequests))[0].n;
const searchCard = async (keyword: string, skuId: string) =>
  dataOf(await call(t.app, searchGoods, { keyword }, {})).rows.find((r) => r.skuId === skuId);
const indexedPrice = async (skuId: string) =>
  (
    await t.db
      .select({ price: skuSearch.price })
      .from(skuSearch)
      .where(eq(skuSearch.skuId, Number(skuId)))
  )[0].price;
const audit = (changeIds: string[], approved: boolean, reason?: string, token = operator) =>
  call(t.app, auditPriceChange, { changeIds, approved, reason }, { token });

describe('stock', () => {
  it("sets the supplier's own stock and shows it on its stock page", async () => {
    const [a, b] = await createDrafts('松柏牌库存测试');
    dataOf(
      await call(
        t.app,
        updateStock,
        {
          items: [
            { skuId: a, stock: 0 },
            { skuId: b, stock: 99_999_999 },
          ],
        },
        { token: supplier },
      ),
    );
    expect([(await skuOf(a)).stock, (await skuOf(b)).stock]).toEqual([0, 99_999_999]);
    const page = dataOf(
      await call(t.app, queryStockList, { keyword: '松柏牌库存测试' }, { token: supplier }),
    );
    expect(page.rows.map((r) => r.stock).sort()).toEqual([0, 99_999_999]);
    const theirs = dataOf(
      await call(t.app, queryStockList, { keyword: '松柏牌库存测试' }, { token: otherSupplier }),
    );
    expect(theirs.total).toBe(0);
  });

  it("refuses the whole call when one SKU is another supplier's, with nothing changed", async () => {
    const [mine] = await createDrafts('松柏牌他人库存');
    const refused = await call(
      t.app,
      updateStock,
      { items: [{ skuId: mine, stock: 7 }] },
      { token: otherSupplier },
    );
    expect(refused.body.code).toBe('E404');
    expect((await skuOf(mine)).stock).toBe(50);
  });

  it.each([
    ['negative', -1],
    ['fractional', 1.5],
    ['too large', 100_000_000],
    ['not a number', 'many'],
  ])('refuses a %s stock with the field named', async (_label, stock) => {
    const [sku] = await createDrafts(`松柏牌坏库存${String(stock)}`);
    const refused = await call(
      t.app,
      updateStock,
      { items: [{ skuId: sku, stock: stock as number }] },
      {
        token: supplier,
      },
    );
    expect(refused.body.code).toBe('E400');
    expect((refused.body.data as { field?: string }).field).toBe('items.0.stock');
    expect((await skuOf(sku)).stock).toBe(50);
  });
});

describe('price change', () => {
  it('changes a SKU not on shelf at once, with price history', async () => {
    const [draft] = await createDrafts('松柏牌草稿改价');
    const result = dataOf(
      await call(t.app, changePrice, { items: [{ skuId: draft, salePrice: '80.00' }] }, { token: supplier }),
    );
    expect(result).toEqual({ changed: [draft], requested: [] });
    expect((await skuOf(draft)).salePrice).toBe('80.00');
    const history = dataOf(await call(t.app, queryPriceHistory, { skuId: draft }, { token: supplier }));
    expect(history.rows).toEqual([
      expect.objectContaining({
        oldSalePrice: '88.00',
        newSalePrice: '80.00',
        oldMarketPrice: '99.00',
        newMarketPrice: '99.00',
        changePercent: '-9.09',
        source: 'direct',
        changedBy: 'supplier01',
      }),
    ]);
    const foreign = dataOf(await call(t.app, queryPriceHistory, { skuId: draft }, { token: otherSupplier }));
    expect(foreign.total).toBe(0);
  });

  it('keeps the old price on sale until an operator approves, then search, detail and cart show the new one', async () => {
    const [sku] = await createOnShelf('松柏牌在售改价');
    const card = await searchCard('松柏牌在售改价', sku);
    expect(card?.price).toBe('88.00');
    const shop = card?.supplierShopId ?? '';
    dataOf(
      await call(t.app, addShoppingCart, { skuId: sku, supplierShopId: shop, num: 1 }, { token: purchaser }),
    );

    const { requested } = dataOf(
      await call(
        t.app,
        changePrice,
        { items: [{ skuId: sku, salePrice: '99.00', marketPrice: '120.00' }] },
        { token: supplier },
      ),
    );
    expect(requested).toHaveLength(1);
    const changeId = requested[0].changeId;
    const cartPrice = async () =>
      dataOf(await call(t.app, queryCart, {}, { token: purchaser }))
        .shops.flatMap((s) => s.lines)
        .find((l) => l.skuId === sku)?.price;
    const detailPrice = async () =>
      dataOf(await call(t.app, getSkuDetail, { skuId: sku, supplierShopId: shop }, {})).price;
    expect([
      (await searchCard('松柏牌在售改价', sku))?.price,
      await detailPrice(),
      await cartPrice(),
    ]).toEqual(['88.00', '88.00', '88.00']);
    expect(await indexedPrice(sku)).toBe('88.00');

    const again = await call(
      t.app,
      changePrice,
      { items: [{ skuId: sku, salePrice: '95.00' }] },
      { token: supplier },
    );
    expect(again.body).toMatchObject({ code: '8888', data: { field: 'items.0.skuId' } });
    expect(again.body.respDesc).toContain('待审核');

    const pending = dataOf(
      await call(
        t.app,
        queryChangeAuditList,
        { keyword: '松柏牌在售改价', status: 'pending' },
        { token: operator },
      ),
    );
    expect(pending.rows).toEqual([
      expect.objectContaining({
        changeId,
        oldSalePrice: '88.00',
        newSalePrice: '99.00',
        newMarketPrice: '120.00',
        changePercent: '12.50',
        requestedBy: 'supplier01',
      }),
    ]);

    dataOf(await audit([changeId], true, '价格合理'));
    // Decided, the request leaves the pending tab for the decided one; each tab's count is what it lists.
    const tabOf = async (tab: 'pending' | 'decided') =>
      dataOf(
        await call(t.app, queryChangeAuditList, { keyword: '松柏牌在售改价', tab }, { token: operator }),
      );
    const [stillPending, decided] = [await tabOf('pending'), await tabOf('decided')];
    expect(stillPending.rows.map((r) => r.changeId)).not.toContain(changeId);
    expect(decided.rows).toContainEqual(expect.objectContaining({ changeId, status: 'approved' }));
    expect(decided.tabCounts).toEqual({ pending: stillPending.total, decided: decided.total });
    expect([
      (await searchCard('松柏牌在售改价', sku))?.price,
      await detailPrice(),
      await cartPrice(),
    ]).toEqual(['99.00', '99.00', '99.00']);
    expect(await indexedPrice(sku)).toBe('99.00');
    const priced = dataOf(
      await call(
        t.app,
        searchGoods,
        { keyword: '松柏牌在售改价', priceMin: '98.00', priceMax: '100.00' },
        {},
      ),
    );
    expect(priced.rows.map((r) => r.skuId)).toContain(sku);

    const detail = dataOf(await call(t.app, getChangeRequest, { changeId }, { token: operator }));
    expect(detail).toMatchObject({ status: 'approved', decidedBy: 'operator01', reason: '价格合理' });
    expect(detail).toMatchObject({
      kind: 'price',
      skuId: sku,
      skuStatus: SkuStatus.onShelf,
      newSalePrice: '99.00',
    });
    expect(detail.decidedAt).toBe(new Date(detail.decidedAt ?? '').toISOString());
    expect(detail.history.map((h) => [h.event, h.username, h.remark])).toEqual([
      ['approve', 'operator01', '价格合理'],
    ]);
    // Decided on the approval engine: operator01's task of its audit, approved with the remark.
    expect(detail.approvals.map((a) => [a.levelNo, a.approverName, a.status, a.remark])).toContainEqual([
      1,
      '陈静',
      1,
      '价格合理',
    ]);
    const history = dataOf(await call(t.app, queryPriceHistory, { skuId: sku }, { token: operator }));
    expect(history.rows[0]).toMatchObject({
      source: 'approval',
      newSalePrice: '99.00',
      changePercent: '12.50',
      changedBy: 'operator01',
    });
  });

  it('keeps the old price when the change is rejected; the reason is required', async () => {
    const [sku] = await createOnShelf('松柏牌驳回改价');
    const { requested } = dataOf(
      await call(t.app, changePrice, { items: [{ skuId: sku, salePrice: '60.00' }] }, { token: supplier }),
    );
    const changeId = requested[0].changeId;
    expect((await audit([changeId], false)).body).toMatchObject({ code: 'E400', data: { field: 'reason' } });
    dataOf(await audit([changeId], false, '降价幅度过大'));
    expect((await skuOf(sku)).salePrice).toBe('88.00');
    expect(await indexedPrice(sku)).toBe('88.00');
    const own = dataOf(
      await call(t.app, queryChangeRequestList, { keyword: '松柏牌驳回改价' }, { token: supplier }),
    );
    expect(own.rows[0]).toMatchObject({ status: 'rejected', reason: '降价幅度过大' });
    const again = await audit([changeId], true);
    expect(again.body.code).toBe('E409');
    expect((await skuOf(sku)).salePrice).toBe('88.00');
  });

  it('lets the supplier withdraw its own pending change, not another supplier', async () => {
    const [sku] = await createOnShelf('松柏牌撤回改价');
    const { requested } = dataOf(
      await call(t.app, changePrice, { items: [{ skuId: sku, salePrice: '90.00' }] }, { token: supplier }),
    );
    const changeIds = [requested[0].changeId];
    expect((await call(t.app, withdrawPriceChange, { changeIds }, { token: otherSupplier })).body.code).toBe(
      'E404',
    );
    dataOf(await call(t.app, withdrawPriceChange, { changeIds }, { token: supplier }));
    const [row] = await t.db
      .select()
      .from(skuChangeRequests)
      .where(eq(skuChangeRequests.id, Number(changeIds[0])));
    expect(row.status).toBe('withdrawn');
    // Nothing pending any more: a new request is accepted.
    dataOf(
      await call(t.app, changePrice, { items: [{ skuId: sku, salePrice: '91.00' }] }, { token: supplier }),
    );
  });

  it('keeps one pending change per SKU when two requests arrive at once', async () => {
    const [sku] = await createOnShelf('松柏牌并发改价');
    const ask = (salePrice: string) =>
      call(t.app, changePrice, { items: [{ skuId: sku, salePrice }] }, { token: supplier });
    const answers = await Promise.all([ask('90.00'), ask('91.00')]);
    expect(answers.map((a) => a.body.code).sort()).toEqual(['0', '8888']);
    const rows = await t.db
      .select()
      .from(skuChangeRequests)
      .where(eq(skuChangeRequests.skuId, Number(sku)));
    expect(rows.map((r) => r.status)).toEqual(['pending']);
  });

  it('refuses approval by a supplier and by an operator without the change audit page (E403)', async () => {
    const [sku] = await createOnShelf('松柏牌无权审核');
    const { requested } = dataOf(
      await call(t.app, changePrice, { items: [{ skuId: sku, salePrice: '86.00' }] }, { token: supplier }),
    );
    const changeIds = [requested[0].changeId];
    expect((await audit(changeIds, true, '', supplier)).body.code).toBe('E403');
    expect((await audit(changeIds, true, '', staff)).body.code).toBe('E403');
    expect((await call(t.app, queryChangeAuditList, {}, { token: staff })).body.code).toBe('E403');
    expect((await skuOf(sku)).salePrice).toBe('88.00');
    const [row] = await t.db
      .select()
      .from(skuChangeRequests)
      .where(eq(skuChangeRequests.id, Number(changeIds[0])));
    expect(row.status).toBe('pending');
  });

  it('refuses a foreign SKU in the list with nothing written', async () => {
    const [mine] = await createDrafts('松柏牌他人改价');
    const [theirsOnShelf] = await createOnShelf('松柏牌他人在售');
    const before = await requestCount();
    const refused = await call(
      t.app,
      changePrice,
      {
        items: [
          { skuId: mine, salePrice: '70.00' },
          { skuId: theirsOnShelf, salePrice: '70.00' },
        ],
      },
      { token: otherSupplier },
    );
    expect(refused.body.code).toBe('E404');
    expect([(await skuOf(mine)).salePrice, (await skuOf(theirsOnShelf)).salePrice]).toEqual([
      '88.00',
      '88.00',
    ]);
    expect(await requestCount()).toBe(before);
  });

  const BAD_AMOUNT = '输入有误：items.0.salePrice: 请输入正确的金额（不能以0开头，最多两位小数）';
  it.each([
    ['a negative sale price', { salePrice: '-5.00' }, ['E400', 'items.0.salePrice', BAD_AMOUNT]],
    [
      'a zero sale price',
      { salePrice: '0' },
      ['E400', 'items.0.salePrice', '输入有误：items.0.salePrice: 销售价必须大于 0'],
    ],
    ['garbage', { salePrice: '12abc' }, ['E400', 'items.0.salePrice', BAD_AMOUNT]],
    ['three decimals', { salePrice: '12.345' }, ['E400', 'items.0.salePrice', BAD_AMOUNT]],
    [
      'a market price below the sale price',
      { salePrice: '50.00', marketPrice: '40.00' },
      ['E400', 'items.0.marketPrice', '输入有误：items.0.marketPrice: 市场价不能低于销售价'],
    ],
    [
      'a sale price above the kept market price',
      { salePrice: '150.00' },
      ['8888', 'items.0.marketPrice', '市场价不能低于销售价'],
    ],
    ['the same prices', { salePrice: '88.00' }, ['8888', 'items.0.salePrice', '新价格与当前价格相同']],
  ])(
    'refuses %s with the field named and nothing written',
    async (_label, prices, [code, field, message]) => {
      const [sku] = await createOnShelf(`松柏牌坏价格${field}${prices.salePrice}`);
      const before = await requestCount();
      const refused = await call(
        t.app,
        changePrice,
        { items: [{ skuId: sku, ...prices }] },
        { token: supplier },
      );
      const { body } = refused;
      expect([body.code, (body.data as { field?: string }).field, body.respDesc]).toEqual([
        code,
        field,
        message,
      ]);
      expect(await requestCount()).toBe(before);
      expect((await skuOf(sku)).salePrice).toBe('88.00');
    },
  );

  it('does not touch SKUs awaiting the listing audit', async () => {
    const skuIds = await createDrafts('松柏牌审核中改价');
    dataOf(await call(t.app, submitListing, { skuIds }, { token: supplier }));
    expect((await skuOf(skuIds[0])).status).toBe(SkuStatus.awaitingFirstAudit);
    const refused = await call(
      t.app,
      changePrice,
      { items: [{ skuId: skuIds[0], salePrice: '66.00' }] },
      { token: supplier },
    );
    expect(refused.body.code).toBe('8888');
    expect((await skuOf(skuIds[0])).salePrice).toBe('88.00');
  });
});

describe('what is written', () => {
  it('leaves no history row for a refused change', async () => {
    const [sku] = await createDrafts('松柏牌无历史');
    await call(t.app, changePrice, { items: [{ skuId: sku, salePrice: '-1' }] }, { token: supplier });
    const rows = await t.db
      .select()
      .from(skuPriceHistory)
      .where(inArray(skuPriceHistory.skuId, [Number(sku)]));
    expect(rows).toEqual([]);
  });
});

describe('price change audits on the approval engine', () => {
  const ask = async (sku: string, salePrice: string) =>
    dataOf(await call(t.app, changePrice, { items: [{ skuId: sku, salePrice }] }, { token: supplier }))
      .requested[0].changeId;
  const statusOf = async (changeId: string) =>
    (
      await t.db
        .select({ status: skuChangeRequests.status })
        .from(skuChangeRequests)
        .where(eq(skuChangeRequests.id, Number(changeId)))
    )[0].status;

  /** The steps a user's audit list and the change's detail list on a change (they agree). */
  const actionsOn = async (changeId: string, token = operator) => {
    const page = dataOf(
      await call(t.app, queryChangeAuditList, { pageNo: 1, pageSize: 100, tab: 'pending' }, { token }),
    );
    const listed = page.rows.find((row) => row.changeId === changeId)?.actions;
    expect(dataOf(await call(t.app, getChangeRequest, { changeId }, { token })).actions).toEqual(listed);
    return listed;
  };

  it("waits in operator01's task list; a two-level process applies the price only after the last level", async () => {
    const [sku] = await createOnShelf('松柏牌两级改价');
    await engine.withTwoLevels('priceChange', async () => {
      const changeId = await ask(sku, '70.00');
      expect(await actionsOn(changeId)).toEqual(['approve', 'reject']);
      expect(await engine.openTask(operator, 'priceChange', changeId)).toMatchObject({
        subjectNo: expect.stringMatching(/^松柏牌两级改价.* 88\.00→70\.00$/),
        levelNo: 1,
        amount: '70.00',
      });
      dataOf(await audit([changeId], true, '初审通过'));
      expect([await statusOf(changeId), (await skuOf(sku)).salePrice]).toEqual(['pending', '88.00']);
      // Still pending, but its second level is not operator01's: the row offers no decision any more.
      expect(await actionsOn(changeId)).toEqual([]);
      // operator01 holds no task of the second level: refused, nothing changed.
      expect((await audit([changeId], true)).body).toMatchObject({
        code: 'E404',
        respDesc: '审批任务不存在',
      });
      await engine.decideAsStaff('priceChange', changeId, true, '复核通过');
      expect([await statusOf(changeId), (await skuOf(sku)).salePrice]).toEqual(['approved', '70.00']);
      expect(await indexedPrice(sku)).toBe('70.00');
      const detail = dataOf(await call(t.app, getChangeRequest, { changeId }, { token: operator }));
      expect(detail).toMatchObject({ decidedBy: 'operator02', reason: '复核通过' });
      expect(detail.approvals.map((a) => [a.levelNo, a.approverName, a.status])).toEqual([
        [1, '陈静', 1],
        [2, '赵敏', 1],
      ]);
      const prices = dataOf(await call(t.app, queryPriceHistory, { skuId: sku }, { token: operator }));
      expect(prices.rows[0]).toMatchObject({ newSalePrice: '70.00', changedBy: 'operator02' });
    });
  });

  it('offers approve and reject only to the operator its level names, not to another with the page', async () => {
    // operator02 given a role with the change audit page; the level names it, not operator01.
    const [role] = await t.db
      .insert(roles)
      .values({ roleCode: 'changeAuditOnly', roleName: '改价审核员', roleNameEn: 'Change auditor', kind: 0 })
      .returning({ id: roles.id });
    const [page] = await t.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.menuCode, 'commodityChAuditList'));
    const [named] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'operator02'));
    await t.db.insert(roleMenus).values({ roleId: role.id, menuId: page.id });
    await t.db.insert(userRoles).values({ userId: named.id, roleId: role.id });
    const auditor = await loginAs(t.app, 'operator02');
    const [sku] = await createOnShelf('松柏牌指定审核');
    const levels: ProcessLevel[] = [
      {
        name: '指定审核',
        match: 'all',
        conditions: [],
        approvers: [{ kind: 'user', userId: String(named.id) }],
        mode: 'any',
      },
    ];
    await engine.withLevels('priceChange', levels, async () => {
      const changeId = await ask(sku, '75.00');
      expect(await actionsOn(changeId, operator)).toEqual([]);
      expect(await actionsOn(changeId, auditor)).toEqual(['approve', 'reject']);
      // The supplier's own list still offers its withdrawal.
      const own = dataOf(
        await call(t.app, queryChangeRequestList, { pageNo: 1, pageSize: 100 }, { token: supplier }),
      );
      expect(own.rows.find((row) => row.changeId === changeId)?.actions).toEqual(['withdraw']);
      dataOf(await audit([changeId], true, '', auditor));
      expect(await statusOf(changeId)).toBe('approved');
    });
  });

  it('closes the audit when the supplier withdraws: no one is left with the task', async () => {
    const [sku] = await createOnShelf('松柏牌撤回待审');
    const changeId = await ask(sku, '80.00');
    expect(await engine.openTask(operator, 'priceChange', changeId)).toBeDefined();
    dataOf(await call(t.app, withdrawPriceChange, { changeIds: [changeId] }, { token: supplier }));
    expect(await engine.openTask(operator, 'priceChange', changeId)).toBeUndefined();
    expect((await audit([changeId], true)).body.code).toBe('E409');
    const detail = dataOf(await call(t.app, getChangeRequest, { changeId }, { token: operator }));
    expect(detail.approvals.map((a) => a.status)).toEqual([4]);
  });

  it('gives a change waiting without an audit (an older database) one at start', async () => {
    const [sku] = await createOnShelf('松柏牌旧待审改价');
    const [row] = await t.db
      .select()
      .from(skus)
      .where(eq(skus.id, Number(sku)));
    const [change] = await t.db
      .insert(skuChangeRequests)
      .values({
        skuId: row.id,
        supplierId: row.supplierId,
        kind: 'price',
        oldSalePrice: '88.00',
        oldMarketPrice: '99.00',
        newSalePrice: '66.00',
        newMarketPrice: '99.00',
        status: 'pending',
        requestedAt: new Date(),
      })
      .returning({ id: skuChangeRequests.id });
    const changeId = String(change.id);
    expect(await engine.openTask(operator, 'priceChange', changeId)).toBeUndefined();
    expect(await t.db.transaction((tx) => adoptPendingPriceChanges(tx))).toBe(1);
    expect(await engine.openTask(operator, 'priceChange', changeId)).toMatchObject({ levelNo: 1 });
    dataOf(await audit([changeId], false, '价格过低'));
    expect([await statusOf(changeId), (await skuOf(sku)).salePrice]).toEqual(['rejected', '88.00']);
  });
});

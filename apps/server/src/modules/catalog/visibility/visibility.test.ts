import {
  addShoppingCart,
  checkQuickOrder,
  checkVisitorQuickOrder,
  deleteChannel,
  deletePool,
  formatMessage,
  getSettlement,
  getShopGoods,
  getSkuDetail,
  lookupVisibilityOrgs,
  lookupVisibilitySkus,
  queryCart,
  queryChannelSkus,
  queryChannels,
  queryPoolSkus,
  queryPools,
  saveChannel,
  savePool,
  searchGoods,
  setChannelOrgs,
  setChannelSkus,
  setOrgVisibility,
  setPoolOrgs,
  setPoolSkus,
} from '@procuremart/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../../platform/audit/tables';
import { sqlRows } from '../../../platform/sql-rows';
import { type CallResult, call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { users } from '../../identity/shared-tables';
import { parentOrders } from '../../orders/shared-tables';
import { checkoutClient, submitInputFrom } from '../../orders/test-support';
import { insertSearchFixture, type SearchFixture } from '../../search/test-support';
import { pools } from '../tables';

let t: TestApp;
let f: SearchFixture;
let operator: string;
let p1: string;
let p2: string;
let supplier: string;
let eastOrgId: string;
/** Three on-shelf fixture SKUs: the pool starts with the first two. */
let inPool: [string, string];
let outside: string;
let shopOf: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  f = await insertSearchFixture(t.db);
  [operator, p1, p2, supplier] = await Promise.all(
    ['operator01', 'purchaser01', 'purchaser02', 'supplier01'].map((name) => loginAs(t.app, name)),
  );
  const [east] = await t.db
    .select({ orgId: users.orgId })
    .from(users)
    .where(eq(users.username, 'purchaser01'));
  eastOrgId = String(east.orgId);
  const rows = await sqlRows<{ id: unknown; shop_id: unknown }>(
    t.db,
    sql`select id, shop_id from skus where id = any(${sql.param([...f.skuIds.values()])}::bigint[])
         and stock > 10 order by id limit 3`,
  );
  const ids = rows.map((row) => String(row.id));
  inPool = [ids[0], ids[1]];
  outside = ids[2];
  shopOf = new Map(rows.map((row) => [String(row.id), String(row.shop_id)]));
});
afterAll(() => t.close());

const op = async <T>(result: Promise<CallResult<T>>): Promise<T> => dataOf(await result);
const search = async (
  token: string | undefined,
  input: Parameters<typeof call<typeof searchGoods>>[2] = {},
) => dataOf(await call(t.app, searchGoods, { pageSize: 60, ...input }, token ? { token } : {}));
const ids = (rows: { skuId: string }[]) => rows.map((row) => row.skuId).sort();
const detail = (skuId: string, token?: string) =>
  call(t.app, getSkuDetail, { skuId, supplierShopId: shopOf.get(skuId) ?? '1' }, token ? { token } : {});
const buyNow = (skuId: string) => ({
  source: 'buyNow' as const,
  items: [{ skuId, supplierShopId: shopOf.get(skuId) ?? '1', num: 1 }],
});
const limitEast = (poolIds: string[], channelIds: string[] = []) =>
  op(call(t.app, setOrgVisibility, { orgId: eastOrgId, poolIds, channelIds }, { token: operator }));
const NOT_VISIBLE = formatMessage('visibility.notInYourChannels', 'zh-CN');
const parentCount = async () => Number((await t.db.select({ n: count() }).from(parentOrders))[0]?.n);

describe('who may manage pools and channels', () => {
  it('refuses suppliers and purchasers with E403 and writes nothing', async () => {
    for (const token of [supplier, p1]) {
      expect((await call(t.app, queryPools, {}, { token })).body.code).toBe('E403');
      const saved = await call(t.app, savePool, { code: 'E403-POOL', name: '越权' }, { token });
      expect(saved.body.code).toBe('E403');
      const limited = await call(
        t.app,
        setOrgVisibility,
        { orgId: eastOrgId, poolIds: ['1'], channelIds: [] },
        { token },
      );
      expect(limited.body.code).toBe('E403');
    }
    expect(await t.db.select().from(pools).where(eq(pools.code, 'E403-POOL'))).toEqual([]);
    expect((await sqlRows(t.db, sql`select 1 from org_pools`)).length).toBe(0);
  });

  it('refuses bad input with a field message and writes nothing', async () => {
    const badCode = await call(t.app, savePool, { code: 'a b', name: '坏编码' }, { token: operator });
    expect(badCode.body).toMatchObject({ code: 'E400', data: { field: 'code' } });
    const noName = await call(t.app, savePool, { code: 'NONAME', name: '  ' }, { token: operator });
    expect(noName.body).toMatchObject({ code: 'E400', data: { field: 'name' } });
    const taken = await call(t.app, savePool, { code: 'office', name: '重复' }, { token: operator });
    expect(taken.body).toMatchObject({
      code: '8888',
      respDesc: formatMessage('visibility.codeTaken', 'zh-CN'),
      data: { field: 'code' },
    });
    expect(await t.db.select().from(pools).where(eq(pools.name, '重复'))).toEqual([]);
    const pool = await op(call(t.app, savePool, { code: 'BAD-SKUS', name: '坏商品' }, { token: operator }));
    const unknownSku = await call(
      t.app,
      setPoolSkus,
      { poolId: pool.poolId, add: [inPool[0], '999999999'] },
      { token: operator },
    );
    expect(unknownSku.body).toMatchObject({ code: '8888', data: { field: 'add' } });
    const both = await call(
      t.app,
      setPoolSkus,
      { poolId: pool.poolId, add: [inPool[0]], remove: [inPool[0]] },
      { token: operator },
    );
    expect(both.body).toMatchObject({ code: '8888', data: { field: 'add' } });
    const skus = await op(call(t.app, queryPoolSkus, { poolId: pool.poolId }, { token: operator }));
    expect(skus.total).toBe(0);
    const supplierOrg = await call(
      t.app,
      setPoolOrgs,
      { poolId: pool.poolId, add: ['999999'] },
      { token: operator },
    );
    expect(supplierOrg.body).toMatchObject({ code: '8888', data: { field: 'add' } });
    expect(
      (
        await call(
          t.app,
          setOrgVisibility,
          { orgId: eastOrgId, poolIds: ['999999'], channelIds: [] },
          { token: operator },
        )
      ).body,
    ).toMatchObject({ code: '8888', data: { field: 'poolIds' } });
    expect((await sqlRows(t.db, sql`select 1 from org_pools`)).length).toBe(0);
    await op(call(t.app, deletePool, { poolId: pool.poolId }, { token: operator }));
  });
});

describe('a buyer limited to a pool', () => {
  let poolId: string;
  let everything: number;

  it('is not limited before any grant', async () => {
    everything = (await search(undefined)).total;
    expect((await search(p1)).total).toBe(everything);
    expect(everything).toBeGreaterThan(100);
  });

  it('finds exactly the pool’s goods once limited to it, with exact facets, while others see everything', async () => {
    // A settlement opened before the limit, a cart line added before it.
    const opened = await checkoutClient(t.app, p1).settle(buyNow(outside));
    dataOf(
      await call(
        t.app,
        addShoppingCart,
        { skuId: outside, supplierShopId: shopOf.get(outside) ?? '', num: 1 },
        { token: p1 },
      ),
    );
    const anonymousBefore = await search(undefined, { categoryId: String(f.topCategoryId) });

    const pool = await op(
      call(
        t.app,
        savePool,
        { code: 'VIS-P', name: '可见性测试池', nameEn: 'Visibility pool' },
        { token: operator },
      ),
    );
    poolId = pool.poolId;
    expect(await op(call(t.app, setPoolSkus, { poolId, add: [...inPool] }, { token: operator }))).toEqual({
      added: 2,
      removed: 0,
    });
    const limited = await limitEast([poolId]);
    expect(limited.pools.map((p) => p.id)).toEqual([poolId]);

    const mine = await search(p1);
    expect(mine.total).toBe(2);
    expect(ids(mine.rows)).toEqual([...inPool].sort());
    expect(mine.facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(2);
    expect(mine.facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(2);
    expect(mine.facets.priceBands.reduce((sum, b) => sum + b.count, 0)).toBe(2);

    // The same criteria, cached for one kind of buyer, never answer for the other.
    const inFixture = { categoryId: String(f.topCategoryId) };
    expect((await search(p1, inFixture)).total).toBe(2);
    expect((await search(undefined, inFixture)).total).toBe(anonymousBefore.total);
    expect((await search(p2, inFixture)).total).toBe(anonymousBefore.total);
    expect((await search(p1, inFixture)).total).toBe(2);
    expect((await search(p2)).total).toBe(everything);

    // A shop's goods page shows the limited buyer only the pool's goods of that shop.
    const shopId = shopOf.get(inPool[0]) ?? '';
    const shopPage = dataOf(
      await call(t.app, getShopGoods, { supplierShopId: shopId, pageSize: 60 }, { token: p1 }),
    );
    expect(shopPage.rows.length).toBeGreaterThan(0);
    expect(shopPage.rows.every((row) => inPool.includes(row.skuId))).toBe(true);
    expect(
      dataOf(await call(t.app, getShopGoods, { supplierShopId: shopId, pageSize: 60 })).total,
    ).toBeGreaterThan(shopPage.total);
    // Every management write left an operation-log row.
    const logged = await t.db
      .select({ action: operationLogs.action, targetId: operationLogs.targetId })
      .from(operationLogs)
      .where(eq(operationLogs.targetType, 'pool'));
    expect(logged.filter((row) => row.targetId === poolId).length).toBeGreaterThanOrEqual(2);

    // Submitting the settlement opened before the limit is refused; nothing is ordered.
    const before = await parentCount();
    const submitted = await checkoutClient(t.app, p1).submit(submitInputFrom(buyNow(outside), opened));
    expect(submitted).toMatchObject({ code: '8888', respDesc: NOT_VISIBLE });
    expect(await parentCount()).toBe(before);
    // The cart marks the line not buyable.
    const line = dataOf(await call(t.app, queryCart, {}, { token: p1 }))
      .shops.flatMap((s) => s.lines)
      .find((l) => l.skuId === outside);
    expect(line).toMatchObject({ onShelf: false, ticked: false });
  });

  it('answers an outside SKU’s detail as not found for the limited buyer only', async () => {
    const hidden = await detail(outside, p1);
    expect(hidden.body).toMatchObject({ code: 'E404', data: null });
    expect(JSON.stringify(hidden.body)).not.toContain('"price"');
    expect(dataOf(await detail(outside, p2)).skuId).toBe(outside);
    expect(dataOf(await detail(outside)).skuId).toBe(outside);
    expect(dataOf(await detail(inPool[0], p1)).skuId).toBe(inPool[0]);
  });

  it('refuses to add, quick-order, settle or submit an outside SKU, writing nothing', async () => {
    const cartBefore = dataOf(await call(t.app, queryCart, {}, { token: p1 })).totalNum;
    const added = await call(
      t.app,
      addShoppingCart,
      { skuId: outside, supplierShopId: shopOf.get(outside) ?? '', num: 2 },
      { token: p1 },
    );
    expect(added.body).toMatchObject({ code: '8888', respDesc: NOT_VISIBLE, data: { field: 'skuId' } });
    const cartAfter = dataOf(await call(t.app, queryCart, {}, { token: p1 }));
    expect(cartAfter.totalNum).toBe(cartBefore);
    expect(cartAfter.shops.flatMap((s) => s.lines).find((l) => l.skuId === outside)?.num).toBe(1);

    const checked = dataOf(
      await call(
        t.app,
        checkQuickOrder,
        {
          lines: [
            { code: outside, num: 1 },
            { code: inPool[0], num: 1 },
          ],
        },
        { token: p1 },
      ),
    );
    expect(checked.lines.map((l) => l.problem)).toEqual(['notFound', null]);
    // The visitor's check sees the storefront a visitor sees (no limit); a limited buyer's token keeps its own.
    const pair = {
      lines: [
        { code: outside, num: 1 },
        { code: inPool[0], num: 1 },
      ],
    };
    const asVisitor = dataOf(await call(t.app, checkVisitorQuickOrder, pair));
    expect(asVisitor.lines.map((l) => [l.sku?.skuId, l.problem])).toEqual([
      [outside, null],
      [inPool[0], null],
    ]);
    const asLimited = dataOf(await call(t.app, checkVisitorQuickOrder, pair, { token: p1 }));
    expect(asLimited.lines.map((l) => l.problem)).toEqual(['notFound', null]);

    const buyer = checkoutClient(t.app, p1);
    expect(await buyer.trySettle(buyNow(outside))).toMatchObject({ code: '8888', respDesc: NOT_VISIBLE });
    expect(
      await buyer.trySettle({
        source: 'cart',
        cartIds: cartAfter.shops.flatMap((s) => s.lines.map((l) => l.cartId)),
      }),
    ).toMatchObject({ code: '8888', respDesc: NOT_VISIBLE });
    const before = await parentCount();
    const forged = await buyer.submit({
      ...buyNow(outside),
      requestId: 'a'.repeat(32),
      lines: [{ skuId: outside, expectedPrice: '1.00' }],
      addressId: '1',
      invoiceType: '00',
      payMethod: '02',
    });
    expect(forged).toMatchObject({ code: '8888', respDesc: NOT_VISIBLE });
    expect(await parentCount()).toBe(before);
    // An unlimited buyer settles the same SKU.
    expect((await checkoutClient(t.app, p2).settle(buyNow(outside))).groups).toHaveLength(1);
    const settle = await call(t.app, getSettlement, buyNow(inPool[0]), { token: p1 });
    expect(settle.body.code).toBe('0');
  });

  it('finds a SKU at once when it moves into the pool, and loses it when it leaves', async () => {
    await op(call(t.app, setPoolSkus, { poolId, add: [outside] }, { token: operator }));
    expect(ids((await search(p1)).rows)).toEqual([...inPool, outside].sort());
    expect(dataOf(await detail(outside, p1)).skuId).toBe(outside);
    await op(call(t.app, setPoolSkus, { poolId, remove: [outside] }, { token: operator }));
    expect((await search(p1)).total).toBe(2);
  });

  it('keeps a granted pool from being deleted, and lifts the limit when the grant is taken back', async () => {
    const refused = await call(t.app, deletePool, { poolId }, { token: operator });
    expect(refused.body).toMatchObject({
      code: '8888',
      respDesc: formatMessage('visibility.poolInUse', 'zh-CN'),
    });
    expect((await op(call(t.app, queryPoolSkus, { poolId }, { token: operator }))).total).toBe(2);
    await limitEast([]);
    expect((await search(p1)).total).toBe(everything);
    expect(dataOf(await detail(outside, p1)).skuId).toBe(outside);
    // Now deleted, its SKUs leave it and are re-indexed in the same write.
    await op(call(t.app, deletePool, { poolId }, { token: operator }));
    const left = await sqlRows(
      t.db,
      sql`select 1 from sku_search where pool_ids @> array[${Number(poolId)}]::bigint[]`,
    );
    expect(left).toEqual([]);
    expect((await sqlRows(t.db, sql`select 1 from sku_pools where pool_id = ${Number(poolId)}`)).length).toBe(
      0,
    );
  });
});

describe('a buyer limited to a channel', () => {
  it('sees only the channel’s goods; a channel in use is not deleted', async () => {
    const channel = await op(
      call(
        t.app,
        saveChannel,
        { code: 'vis-c', name: '可见性渠道', nameEn: 'Visibility channel' },
        { token: operator },
      ),
    );
    const channelId = channel.channelId;
    await op(call(t.app, setChannelSkus, { channelId, add: [inPool[0]] }, { token: operator }));
    expect(
      await op(call(t.app, setChannelOrgs, { channelId, add: [eastOrgId] }, { token: operator })),
    ).toEqual({
      added: 1,
      removed: 0,
    });
    const mine = await search(p1);
    expect(ids(mine.rows)).toEqual([inPool[0]]);
    expect(mine.facets.suppliers.reduce((sum, s) => sum + s.count, 0)).toBe(1);
    expect((await detail(inPool[1], p1)).body.code).toBe('E404');
    expect((await search(p2)).total).toBeGreaterThan(100);

    const refused = await call(t.app, deleteChannel, { channelId }, { token: operator });
    expect(refused.body).toMatchObject({
      code: '8888',
      respDesc: formatMessage('visibility.channelInUse', 'zh-CN'),
    });
    await op(call(t.app, setChannelOrgs, { channelId, remove: [eastOrgId] }, { token: operator }));
    expect((await search(p1)).total).toBeGreaterThan(100);
    // Still holding a SKU: still refused; emptied: deleted.
    expect((await call(t.app, deleteChannel, { channelId }, { token: operator })).body.code).toBe('8888');
    await op(call(t.app, setChannelSkus, { channelId, remove: [inPool[0]] }, { token: operator }));
    await op(call(t.app, deleteChannel, { channelId }, { token: operator }));
    expect((await sqlRows(t.db, sql`select 1 from channels where id = ${Number(channelId)}`)).length).toBe(0);
  });
});

describe('pool and channel lists', () => {
  it('find pools and channels by a part of the code or either name, with their member counts', async () => {
    const pool = await op(
      call(
        t.app,
        savePool,
        { code: 'FIND-ME', name: '查找池', nameEn: 'Findable pool' },
        { token: operator },
      ),
    );
    await op(call(t.app, setPoolSkus, { poolId: pool.poolId, add: [...inPool] }, { token: operator }));
    await op(call(t.app, setPoolOrgs, { poolId: pool.poolId, add: [eastOrgId] }, { token: operator }));
    for (const keyword of ['find-', '查找', 'findable']) {
      const found = await op(call(t.app, queryPools, { keyword }, { token: operator }));
      expect(
        found.rows.map((row) => [row.code, row.skuCount, row.orgCount]),
        keyword,
      ).toEqual([['FIND-ME', 2, 1]]);
    }
    const channel = await op(
      call(
        t.app,
        saveChannel,
        { code: 'FIND-CH', name: '查找渠道', nameEn: 'Findable channel' },
        { token: operator },
      ),
    );
    await op(
      call(t.app, setChannelSkus, { channelId: channel.channelId, add: [inPool[0]] }, { token: operator }),
    );
    const channels = await op(call(t.app, queryChannels, { keyword: '查找渠' }, { token: operator }));
    expect(channels.rows.map((row) => [row.code, row.skuCount, row.orgCount])).toEqual([['FIND-CH', 1, 0]]);
    expect((await op(call(t.app, queryPools, { keyword: '100%' }, { token: operator }))).total).toBe(0);
    await op(call(t.app, setPoolOrgs, { poolId: pool.poolId, remove: [eastOrgId] }, { token: operator }));
    await op(call(t.app, setPoolSkus, { poolId: pool.poolId, remove: [...inPool] }, { token: operator }));
    await op(
      call(t.app, setChannelSkus, { channelId: channel.channelId, remove: [inPool[0]] }, { token: operator }),
    );
    await op(call(t.app, deletePool, { poolId: pool.poolId }, { token: operator }));
    await op(call(t.app, deleteChannel, { channelId: channel.channelId }, { token: operator }));
  });

  it('list one group’s goods by a part of the name or goods code, newest first', async () => {
    const pool = await op(call(t.app, savePool, { code: 'MEMBERS', name: '成员池' }, { token: operator }));
    await op(call(t.app, setPoolSkus, { poolId: pool.poolId, add: [...inPool] }, { token: operator }));
    const [first] = await sqlRows<{ code: string }>(
      t.db,
      sql`select supplier_sku_code as code from skus where id = ${Number(inPool[0])}`,
    );
    const all = await op(call(t.app, queryPoolSkus, { poolId: pool.poolId }, { token: operator }));
    expect(all.rows.map((row) => row.skuId)).toEqual([...inPool].sort((a, b) => Number(b) - Number(a)));
    const byCode = await op(
      call(
        t.app,
        queryPoolSkus,
        { poolId: pool.poolId, keyword: first.code.toLowerCase() },
        { token: operator },
      ),
    );
    expect(byCode.rows.map((row) => row.skuId)).toEqual([inPool[0]]);
    expect(byCode.rows[0]).toMatchObject({ supplierSkuCode: first.code, onShelf: true });
    // Only this pool's goods: another group holding nothing answers none.
    const channel = await op(
      call(t.app, saveChannel, { code: 'EMPTY-CH', name: '空渠道' }, { token: operator }),
    );
    const none = await op(
      call(t.app, queryChannelSkus, { channelId: channel.channelId }, { token: operator }),
    );
    expect(none.total).toBe(0);
    await op(call(t.app, setPoolSkus, { poolId: pool.poolId, remove: [...inPool] }, { token: operator }));
    await op(call(t.app, deletePool, { poolId: pool.poolId }, { token: operator }));
    await op(call(t.app, deleteChannel, { channelId: channel.channelId }, { token: operator }));
  });

  it('refuses a keyword over 60 characters and a malformed group id', async () => {
    const long = await call(
      t.app,
      queryPools,
      { keyword: 'x'.repeat(61) },
      { token: operator, locale: 'en-US' },
    );
    expect(long.body.code).toBe('E400');
    expect(long.body.data).toMatchObject({
      errors: [{ field: 'keyword', message: formatMessage('validation.maxLength', 'en-US', { max: 60 }) }],
    });
    const badId = await call(
      t.app,
      queryChannelSkus,
      { channelId: 'x1' },
      { token: operator, locale: 'en-US' },
    );
    expect(badId.body.data).toMatchObject({
      errors: [{ field: 'channelId', message: formatMessage('validation.invalid', 'en-US') }],
    });
  });

  it('pick organisations by a part of the name, and SKUs by id or a part of the code or name', async () => {
    const orgsFound = await op(call(t.app, lookupVisibilityOrgs, { keyword: '华东' }, { token: operator }));
    expect(orgsFound.map((org) => org.id)).toContain(eastOrgId);
    expect(orgsFound.every((org) => org.name.includes('华东'))).toBe(true);
    expect(orgsFound.every((org) => org.nameEn === '')).toBe(true);
    const [sku] = await sqlRows<{ code: string; name: string }>(
      t.db,
      sql`select supplier_sku_code as code, sku_name as name from skus where id = ${Number(inPool[0])}`,
    );
    const byId = await op(call(t.app, lookupVisibilitySkus, { keyword: inPool[0] }, { token: operator }));
    expect(byId.map((found) => found.id)).toContain(inPool[0]);
    const byCode = await op(call(t.app, lookupVisibilitySkus, { keyword: sku.code }, { token: operator }));
    expect(byCode[0]).toMatchObject({ id: inPool[0], name: `${sku.code} ${sku.name}` });
    expect(await op(call(t.app, lookupVisibilitySkus, { keyword: '' }, { token: operator }))).toEqual([]);
    const long = await call(
      t.app,
      lookupVisibilityOrgs,
      { keyword: 'x'.repeat(61) },
      { token: operator, locale: 'en-US' },
    );
    expect(long.body.data).toMatchObject({
      errors: [{ field: 'keyword', message: formatMessage('validation.maxLength', 'en-US', { max: 60 }) }],
    });
  });
});

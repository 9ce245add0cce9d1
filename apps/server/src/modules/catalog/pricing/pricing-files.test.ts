import {
  addShoppingCart,
  auditPriceChange,
  changePrice,
  FILE_ROUTES,
  searchGoods,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { getFile, importThroughTask, sheetRows, xlsxOf } from '../../../testing/files';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { checkoutClient, submitInputFrom } from '../../orders/test-support';
import { skus } from '../tables';
import { pricingFixture } from './pricing-fixture';
import { skuChangeRequests } from './tables';

let t: TestApp;
let supplier: string;
let otherSupplier: string;
let operator: string;
let purchaser: string;
let goods: Awaited<ReturnType<typeof pricingFixture>>;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [supplier, otherSupplier, operator, purchaser] = await Promise.all(
    ['supplier01', 'supplier02', 'operator01', 'purchaser01'].map((u) => loginAs(t.app, u)),
  );
  goods = await pricingFixture(t, supplier, operator, 'PF');
}, 240_000);
afterAll(() => t.close());

const skuOf = async (skuId: string) =>
  (
    await t.db
      .select()
      .from(skus)
      .where(eq(skus.id, Number(skuId)))
  )[0];
const pendingOf = async (skuId: string) =>
  t.db
    .select()
    .from(skuChangeRequests)
    .where(eq(skuChangeRequests.skuId, Number(skuId)));

describe('price file', () => {
  it('offers a template (goods code, sale price, market price) to suppliers', async () => {
    const response = await getFile(t.app, `${FILE_ROUTES.importTemplate}?kind=priceFile`, supplier);
    expect(response.statusCode).toBe(200);
    expect(await sheetRows(response.rawPayload)).toEqual([['商品编码', '销售价', '市场价']]);
    expect((await getFile(t.app, `${FILE_ROUTES.importTemplate}?kind=priceFile`, operator)).statusCode).toBe(
      403,
    );
  });

  it('changes drafts at once, makes requests for goods on shelf and reports each bad row', async () => {
    const [draft] = await goods.createDrafts('松柏牌价格文件草稿');
    const [onShelf] = await goods.createOnShelf('松柏牌价格文件在售');
    const draftCode = (await skuOf(draft)).supplierSkuCode;
    const shelfCode = (await skuOf(onShelf)).supplierSkuCode;
    const [foreign] = await pricingFixture(t, otherSupplier, operator, 'PX').then((g) =>
      g.createDrafts('他人价格文件'),
    );
    const task = await importThroughTask(
      t.app,
      supplier,
      'priceFile',
      await xlsxOf(
        ['商品编码', '销售价', '市场价'],
        [
          [draftCode, 80, 95],
          [shelfCode, '90.00', null],
          ['NO-SUCH', '10.00', null],
          [draftCode, '81.00', null],
          [(await skuOf(foreign)).supplierSkuCode, '10.00', null],
          [onShelf, 'abc', null],
        ],
      ),
    );
    expect(task).toMatchObject({ status: 'done', rowCount: 6, badRowCount: 4 });
    expect(task.problems.map((p) => p.rowNo)).toEqual([4, 5, 6, 7]);
    expect(task.problems[0].reasons.join()).toContain('NO-SUCH');
    expect(task.problems[1].reasons.join()).toContain('重复');
    expect(task.problems[3].reasons.join()).toContain('销售价');
    expect((await skuOf(draft)).salePrice).toBe('80.00');
    expect((await skuOf(draft)).marketPrice).toBe('95.00');
    expect((await skuOf(onShelf)).salePrice).toBe('88.00');
    expect((await pendingOf(onShelf)).map((r) => [r.status, r.newSalePrice])).toEqual([['pending', '90.00']]);
    expect((await skuOf(foreign)).salePrice).toBe('88.00');
  });
});

describe('stock file', () => {
  it('sets the stock of the good rows and reports the bad ones', async () => {
    const [a, b] = await goods.createDrafts('松柏牌库存文件');
    const task = await importThroughTask(
      t.app,
      supplier,
      'stock',
      await xlsxOf(
        ['商品编码', '库存'],
        [
          [(await skuOf(a)).supplierSkuCode, 12],
          [(await skuOf(b)).supplierSkuCode, -3],
        ],
      ),
    );
    expect(task).toMatchObject({ status: 'done', rowCount: 2, badRowCount: 1 });
    expect(task.problems.map((p) => p.rowNo)).toEqual([3]);
    expect([(await skuOf(a)).stock, (await skuOf(b)).stock]).toEqual([12, 50]);
  });
});

describe('checkout after an approved change', () => {
  it('refuses a settlement page opened before the approval, and takes the new price after', async () => {
    const [sku] = await goods.createOnShelf('松柏牌结算改价');
    const [card] = dataOf(await call(t.app, searchGoods, { keyword: '松柏牌结算改价' }, {})).rows.filter(
      (r) => r.skuId === sku,
    );
    dataOf(
      await call(
        t.app,
        addShoppingCart,
        { skuId: sku, supplierShopId: card.supplierShopId, num: 1 },
        { token: purchaser },
      ),
    );
    const buyer = checkoutClient(t.app, purchaser);
    const request = { source: 'cart' as const };
    const shown = await buyer.settle(request);
    expect(shown.groups.flatMap((g) => g.lines).find((l) => l.skuId === sku)?.price).toBe('88.00');

    const { requested } = dataOf(
      await call(t.app, changePrice, { items: [{ skuId: sku, salePrice: '92.00' }] }, { token: supplier }),
    );
    dataOf(
      await call(
        t.app,
        auditPriceChange,
        { changeIds: [requested[0].changeId], approved: true },
        { token: operator },
      ),
    );

    const refused = await buyer.submit(submitInputFrom(request, shown));
    expect(refused.code).toBe('8888');
    expect(refused.respDesc).toContain('价格已变化');
    expect((await skuOf(sku)).stock).toBe(50);

    const again = await buyer.settle(request);
    expect(again.groups.flatMap((g) => g.lines).find((l) => l.skuId === sku)?.price).toBe('92.00');
    const placed = await buyer.submit(submitInputFrom(request, again));
    expect(placed.code).toBe('0');
    expect((await skuOf(sku)).stock).toBe(49);
  });
});

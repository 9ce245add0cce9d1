import { toChineseAmount } from '@procuremart/contract';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seeText, shownText, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import { flow } from '../support/flow';
import { expectWithinScreenWidth } from '../support/layout';
import {
  chooseListTab,
  filterList,
  openMenuPage,
  placeOrdersThroughApi,
  routePane,
  rowOf,
  runRowAction,
  signIn,
} from '../support/orders';

const WAIT = { timeout: 20_000 };
/** Three users and about thirty steps: some 75 s here, above the 90 s default on a loaded machine. */
const FLOW_TIMEOUT = 240_000;

interface Texts {
  orders: string;
  pending: string;
  cancelRequests: string;
  myOrders: string;
  arrival: string;
  query: string;
  allTab: RegExp;
  toDeliverTab: RegExp;
  awaitingDelivery: string;
  delivered: string;
  completed: string;
  cancelled: string;
  exportQueued: string;
}
const zh: Texts = {
  orders: '订单中心',
  pending: '待处理订单',
  cancelRequests: '取消申请处理',
  myOrders: '我的订单',
  arrival: '到货验收',
  query: '订单综合查询',
  allTab: /^全部/,
  toDeliverTab: /^待发货/,
  awaitingDelivery: '待发货',
  delivered: '已发货待验收',
  completed: '已完成',
  cancelled: '已取消',
  exportQueued: '导出任务已提交',
};
const en: Texts = {
  orders: 'Orders',
  pending: 'Orders to handle',
  cancelRequests: 'Cancellation requests',
  myOrders: 'My orders',
  arrival: 'Arrival and acceptance',
  query: 'Order query',
  allTab: /^All/,
  toDeliverTab: /^To deliver/,
  awaitingDelivery: 'Awaiting delivery',
  delivered: 'Delivered, awaiting acceptance',
  completed: 'Completed',
  cancelled: 'Cancelled',
  exportQueued: 'Export queued',
};

/** supplier01's seller name in the catalogue (the demo supplier of the office-supplies organisation). */
const SUPPLIER01 = '京津办公';

const expectRowStatus = async (page: Page, route: string, orderNo: string, status: string) =>
  expect.poll(() => shownText(rowOf(page, route, orderNo).first()), WAIT).toContain(status);

/** supplier01 confirms each order from Orders to handle. */
async function confirmOrders(supplier: Page, mobile: boolean, t: Texts, orderNos: string[]) {
  await openMenuPage(supplier, mobile, t.orders, t.pending);
  await waitForRoute(supplier, /^#\/index\/shopPendingOrder$/);
  for (const orderNo of orderNos) {
    await filterList(supplier, 'shopPendingOrder', 'orderNo', orderNo);
    const row = rowOf(supplier, 'shopPendingOrder', orderNo);
    await runRowAction(supplier, row, 'supplierConfirm');
    await row.getByTestId('action-supplierConfirm').waitFor({ state: 'detached', ...WAIT });
  }
}

/** One shipment from the delivery form: `num` pieces of the order's only line, by carrier. */
async function deliver(supplier: Page, num: number, left: number, waybillNo: string) {
  await waitForRoute(supplier, /^#\/index\/deliverGoods\?orderId=\d+$/);
  const form = supplier.getByTestId('deliver-goods').filter({ visible: true });
  const quantity = form.locator('[data-testid^="deliver-num-"] input, input[data-testid^="deliver-num-"]');
  await expect.poll(() => quantity.inputValue(), WAIT).toBe(String(left));
  await quantity.fill(String(num));
  await form.getByTestId('deliver-carrier').fill('顺丰速运');
  await form.getByTestId('deliver-waybill').fill(waybillNo);
  await form.getByTestId('deliver-submit').click();
  await waitForRoute(supplier, /^#\/index\/supplierOrderDetails\?orderId=\d+$/);
}

/** supplier01 ships the order in two parts: one piece from the list, the rest from the order's detail. */
async function deliverInTwoParts(supplier: Page, t: Texts, orderNo: string, total: number) {
  await chooseListTab(supplier, 'shopPendingOrder', t.toDeliverTab);
  await filterList(supplier, 'shopPendingOrder', 'orderNo', orderNo);
  await rowOf(supplier, 'shopPendingOrder', orderNo).getByTestId('action-deliver').click();
  await deliver(supplier, 1, total, `SF${Date.now()}`);
  const detail = routePane(supplier, 'supplierOrderDetails');
  await detail.getByTestId('action-deliver').filter({ visible: true }).click();
  await deliver(supplier, total - 1, total - 1, `SF${Date.now()}`);
}

/** purchaser01 registers the arrival of each shipment of the order, then accepts it. */
async function acceptShipments(buyer: Page, mobile: boolean, t: Texts, orderNo: string) {
  const route = 'agrArrivalAcceptance';
  await openMenuPage(buyer, mobile, t.orders, t.arrival);
  await waitForRoute(buyer, /^#\/index\/agrArrivalAcceptance$/);
  await chooseListTab(buyer, route, t.allTab);
  await filterList(buyer, route, 'orderNo', orderNo);
  const rows = rowOf(buyer, route, orderNo);
  await expect.poll(() => rows.count(), WAIT).toBe(2);
  for (let shipment = 0; shipment < 2; shipment += 1) {
    await rows.getByTestId('action-registerArrival').first().click();
    await buyer.getByTestId('arrival-register-save').filter({ visible: true }).click();
    await expect.poll(() => rows.getByTestId('action-registerArrival').count(), WAIT).toBe(1 - shipment);
    await runRowAction(buyer, rows.filter({ has: buyer.getByTestId('action-accept') }).first(), 'accept');
    await expect.poll(() => rows.getByTestId('action-accept').count(), WAIT).toBe(0);
  }
}

/** The acceptance form opened from an accepted shipment: its total in Chinese capitals. */
async function checkPrintView(buyer: Page, orderNo: string) {
  const row = rowOf(buyer, 'agrArrivalAcceptance', orderNo).first();
  const opened = buyer.context().waitForEvent('page', WAIT);
  await row.getByTestId('action-printForm').click();
  const print = await opened;
  await print.getByTestId('print-sheet').waitFor(WAIT);
  expect(await shownText(print.getByTestId('print-sheet'))).toContain(orderNo);
  const total = (await shownText(print.getByTestId('print-total'))).replace(/[^\d.]/g, '');
  const capital = await shownText(print.getByTestId('print-capital'));
  expect(capital).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿]+元/);
  expect(capital).toBe(toChineseAmount(total));
  await print.close();
}

/** purchaser01 applies to cancel a confirmed order from My orders, with a reason. */
async function applyToCancel(buyer: Page, orderNo: string) {
  await filterList(buyer, 'agrMyOrder', 'orderNo', orderNo);
  const row = rowOf(buyer, 'agrMyOrder', orderNo);
  await runRowAction(buyer, row, 'applyCancel', 'e2e: ordered twice');
  await expect.poll(() => buyer.getByTestId('confirm-ok').filter({ visible: true }).count(), WAIT).toBe(0);
}

/** supplier01 answers the order's pending cancellation application. */
async function answerApplication(supplier: Page, orderNo: string, answer: 'refuse' | 'agree') {
  const route = 'applicationFormConfirm';
  await filterList(supplier, route, 'orderNo', orderNo);
  const row = rowOf(supplier, route, orderNo);
  await runRowAction(supplier, row, answer, answer === 'refuse' ? 'e2e: already packed' : undefined);
  await row.waitFor({ state: 'detached', ...WAIT });
}

async function lifecycle(open: () => Promise<Page>, mobile: boolean, t: Texts) {
  const english = t === en;
  // A: delivered in two parts and accepted; B: cancellation refused; C: cancellation agreed.
  const [a, b, c] = (await placeOrdersThroughApi('purchaser01', SUPPLIER01, [3, 1, 1])) as [
    string,
    string,
    string,
  ];

  const supplier = await signIn(open, 'supplier01', english);
  await confirmOrders(supplier, mobile, t, [a, b, c]);
  await deliverInTwoParts(supplier, t, a, 3);

  const buyer = await signIn(open, 'purchaser01', english);
  await openMenuPage(buyer, mobile, t.orders, t.myOrders);
  await waitForRoute(buyer, /^#\/index\/agrMyOrder$/);
  await filterList(buyer, 'agrMyOrder', 'orderNo', a);
  await expectRowStatus(buyer, 'agrMyOrder', a, t.delivered);
  await acceptShipments(buyer, mobile, t, a);
  await checkPrintView(buyer, a);

  await openMenuPage(buyer, mobile, t.orders, t.myOrders);
  await filterList(buyer, 'agrMyOrder', 'orderNo', a);
  await expectRowStatus(buyer, 'agrMyOrder', a, t.completed);
  await applyToCancel(buyer, b);
  await applyToCancel(buyer, c);

  await openMenuPage(supplier, mobile, t.orders, t.cancelRequests);
  await waitForRoute(supplier, /^#\/index\/applicationFormConfirm$/);
  await answerApplication(supplier, b, 'refuse');
  await answerApplication(supplier, c, 'agree');

  await buyer.reload();
  await waitForRoute(buyer, /^#\/index\/agrMyOrder$/);
  await filterList(buyer, 'agrMyOrder', 'orderNo', b);
  await expectRowStatus(buyer, 'agrMyOrder', b, t.awaitingDelivery);
  await filterList(buyer, 'agrMyOrder', 'orderNo', c);
  await expectRowStatus(buyer, 'agrMyOrder', c, t.cancelled);

  const operator = await signIn(open, 'operator01', english);
  await openMenuPage(operator, mobile, t.orders, t.query);
  await waitForRoute(operator, /^#\/index\/agrSynthesOrderList$/);
  for (const [orderNo, status] of [
    [a, t.completed],
    [b, t.awaitingDelivery],
    [c, t.cancelled],
  ] as const) {
    await filterList(operator, 'agrSynthesOrderList', 'orderNo', orderNo);
    await expectRowStatus(operator, 'agrSynthesOrderList', orderNo, status);
  }
  await routePane(operator, 'agrSynthesOrderList').getByTestId('list-export').click();
  await seeText(operator, t.exportQueued);
  await operator.getByTestId('open-downloads').filter({ visible: true }).waitFor(WAIT);
  return [supplier, buyer, operator];
}

describe.skipIf(!browserAvailable())(
  'order lifecycle: confirm, deliver in two parts, accept, cancel, query',
  () => {
    const browser = useBrowser();

    flow(
      {
        pass: 'en-phone',
        pages: [
          'shopPendingOrder',
          'deliverGoods',
          'supplierOrderDetails',
          'agrArrivalAcceptance',
          'agrMyOrder',
          'applicationFormConfirm',
          'agrSynthesOrderList',
        ],
      },
      'completed, a refused and an agreed cancellation, the query, its export and the print view',
      async (pass, test) => {
        const pages = await lifecycle(
          () => browser.openPage(test, { viewport: pass.viewport }),
          pass.mobile,
          pass.english ? en : zh,
        );
        if (pass.mobile) for (const page of pages) await expectWithinScreenWidth(page);
      },
      FLOW_TIMEOUT,
    );
  },
);

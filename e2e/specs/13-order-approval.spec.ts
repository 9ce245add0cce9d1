import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { insertCartFixtures } from '../../apps/server/src/modules/cart/test-support';
import { skus } from '../../apps/server/src/modules/catalog/shared-tables';
import { insertFixtureOrder } from '../../apps/server/src/modules/orders/test-support';
import { seeText, shownText, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import { flow } from '../support/flow';
import { expectWithinScreenWidth } from '../support/layout';
import { openMenuPage, routePane, rowOf, signIn } from '../support/orders';
import { startPrefilledServer } from '../support/prefilled-server';
import type { RunningServer } from '../support/real-server';

interface Texts {
  orders: string;
  myOrders: string;
  approval: string;
  pendingTab: RegExp;
  confirmTab: RegExp;
  approveQuestion: string;
  approved: string;
  awaitingSupplier: string;
}
const zh: Texts = {
  orders: '订单中心',
  myOrders: '我的订单',
  approval: '订单审批',
  pendingTab: /^待审批/,
  confirmTab: /^待确认/,
  approveQuestion: '确定审批通过该订单吗？',
  approved: '订单已审批通过',
  awaitingSupplier: '待供应商确认',
};
const en: Texts = {
  orders: 'Orders',
  myOrders: 'My orders',
  approval: 'Order approval',
  pendingTab: /^Awaiting approval/,
  confirmTab: /^Awaiting confirmation/,
  approveQuestion: 'Approve this order?',
  approved: 'Order approved',
  awaitingSupplier: 'Awaiting supplier confirmation',
};

// Checkout is built beside this page: orders above purchaser01's organisation's 5,000.00 threshold are
// written with the server's own fixtures (stock reserved as checkout does).
let server: RunningServer | undefined;
const orderNos: string[] = [];
beforeAll(async () => {
  if (!browserAvailable()) return;
  server = await startPrefilledServer(async (db) => {
    // The cart tests' shop and goods: the pen costs 12.34; 410 of them are 5,059.40, 450 are 5,553.00.
    const { pen } = await insertCartFixtures(db);
    await db
      .update(skus)
      .set({ stock: 2000 })
      .where(eq(skus.id, Number(pen.skuId)));
    const order = await insertFixtureOrder(db, {
      buyer: 'purchaser01',
      lines: [{ skuId: pen.skuId, num: 410 }],
      status: '00',
    });
    orderNos.push(order.orderNo);
  });
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

const listTab = (page: Page, route: string, name: RegExp) =>
  routePane(page, route).getByRole('tab', { name });
const openOrderPage = (page: Page, mobile: boolean, t: Texts, entry: string) =>
  openMenuPage(page, mobile, t.orders, entry);

async function approvalFlow(open: () => Promise<Page>, mobile: boolean, t: Texts, orderNo: string) {
  const english = t === en;
  const buyer = await signIn(open, 'purchaser01', english);
  await openOrderPage(buyer, mobile, t, t.myOrders);
  await waitForRoute(buyer, /^#\/index\/agrMyOrder$/);
  await listTab(buyer, 'agrMyOrder', t.pendingTab).click();
  await rowOf(buyer, 'agrMyOrder', orderNo).waitFor({ timeout: 20_000 });

  const approver = await signIn(open, 'approver01', english);
  await openOrderPage(approver, mobile, t, t.approval);
  await waitForRoute(approver, /^#\/index\/agrApprovalOrder$/);
  const row = rowOf(approver, 'agrApprovalOrder', orderNo);
  await row.getByTestId('action-approve').click();
  await seeText(approver, t.approveQuestion);
  await approver.getByTestId('confirm-ok').filter({ visible: true }).click();
  await seeText(approver, t.approved);
  await row.waitFor({ state: 'detached', timeout: 20_000 });

  await buyer.reload();
  await waitForRoute(buyer, /^#\/index\/agrMyOrder$/);
  await listTab(buyer, 'agrMyOrder', t.confirmTab).click();
  const placed = rowOf(buyer, 'agrMyOrder', orderNo);
  await expect.poll(() => shownText(placed), { timeout: 20_000 }).toContain(t.awaitingSupplier);
  return buyer;
}

describe.skipIf(!browserAvailable())('order approval above the threshold', () => {
  const browser = useBrowser();

  flow(
    { pass: 'zh-desktop', pages: ['agrMyOrder', 'agrApprovalOrder'] },
    'the order waits, approver01 approves it, purchaser01 sees it awaiting supplier confirmation',
    async (pass, test) => {
      const buyer = await approvalFlow(
        () => browser.openPage(test, { viewport: pass.viewport, baseUrl: server?.baseUrl }),
        pass.mobile,
        pass.english ? en : zh,
        orderNos[0]!,
      );
      if (pass.mobile) await expectWithinScreenWidth(buyer);
    },
  );
});

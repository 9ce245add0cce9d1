import {
  getSettlement,
  InvoiceType,
  type OrderResult,
  PayType,
  type Settlement,
  searchGoods,
  submitOrder,
} from '@procuremart/contract';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiLogin, signedCall } from '../support/api';
import { seeText, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import { flow } from '../support/flow';
import { expectWithinScreenWidth } from '../support/layout';
import { motionDone } from '../support/motion';
import { openMenuPage, routePane, rowOf, runRowAction, signIn } from '../support/orders';

interface Texts {
  system: string;
  processes: string;
  account: string;
  myApprovals: string;
  orderApproval: string;
  saved: string;
}
const zh: Texts = {
  system: '系统管理',
  processes: '审批流程',
  account: '账户中心',
  myApprovals: '我的审批',
  orderApproval: '订单审批',
  saved: '流程草稿已保存，发布后生效',
};
const en: Texts = {
  system: 'System',
  processes: 'Approval processes',
  account: 'Account',
  myApprovals: 'My approvals',
  orderApproval: 'Order approval',
  saved: 'Draft saved: it applies once published',
};

const WAIT = { timeout: 20_000 };
/** purchaser02's organisation (README's demo accounts). */
const NORTH = '北方能源装备股份有限公司';

interface SearchAnswer {
  rows: { skuId: string; supplierShopId: string; stockState: string; price: string }[];
}

/**
 * purchaser02 buys, through the API with its own session, enough of one in-stock good for an order above
 * 20,000.00 (offline payment, its default address): the order waits for approval. Returns its number.
 */
async function placeBigOrder(): Promise<string> {
  const token = await apiLogin('purchaser02');
  const found = await signedCall<SearchAnswer>(searchGoods.path, { priceMin: '200', pageSize: 20 }, token);
  for (const goods of found.rows.filter((row) => row.stockState === 'inStock')) {
    const num = Math.floor(20_000 / Number(goods.price)) + 1;
    const source = {
      source: 'buyNow',
      items: [{ skuId: goods.skuId, supplierShopId: goods.supplierShopId, num }],
    };
    const settlement = await signedCall<Settlement>(getSettlement.path, source, token).catch(() => null);
    if (!settlement || settlement.problemCount > 0) continue;
    const address = settlement.addresses.find((a) => a.isDefault) ?? settlement.addresses[0];
    const result = await signedCall<OrderResult>(
      submitOrder.path,
      {
        ...source,
        requestId: `e2e-approval-${Date.now()}`,
        lines: settlement.groups.flatMap((g) =>
          g.lines.map((l) => ({ skuId: l.skuId, expectedPrice: l.price })),
        ),
        addressId: address?.addressId,
        invoiceType: InvoiceType.ordinary,
        invoiceTitleId: settlement.invoiceTitles[0]?.invoiceTitleId,
        payMethod: PayType.offline,
      },
      token,
    );
    expect(result.orders.map((order) => order.orderStatus)).toEqual(['00']);
    return result.orders[0]?.orderNo as string;
  }
  throw new Error('no in-stock good for an order above 20,000.00');
}

/**
 * Picks an option of a form's select (by the control's id) by its text, typed first: a long list (the
 * organisations, which earlier specs add to) shows only its first options until it is searched.
 */
async function choose(page: Page, selectId: string, text: string) {
  const select = page.getByRole('dialog').filter({ visible: true }).locator(`#${selectId}`);
  await select.click();
  await select.fill(text);
  const option = page
    .locator('.ant-select-item-option')
    .filter({ hasText: text })
    .filter({ visible: true })
    .first();
  await motionDone(option);
  await option.click();
}

/** operator01 writes the two levels (above 5,000.00; above 20,000.00) for purchaser02's organisation. */
async function writeProcess(page: Page, t: Texts) {
  await routePane(page, 'processList').getByTestId('process-create').click();
  const dialog = page.getByRole('dialog').filter({ visible: true });
  await choose(page, 'businessKind', t.orderApproval);
  await choose(page, 'orgId', NORTH);
  await dialog.locator('#name').fill('E2E two-level');
  const first = dialog.getByTestId('level-1');
  await first.getByTestId('level-name').fill('Level one');
  await first.getByTestId('condition-amount').fill('5000.00');
  await dialog.getByTestId('add-level').click();
  const second = dialog.getByTestId('level-2');
  await second.getByTestId('level-name').fill('Level two');
  await second.getByTestId('condition-amount').fill('20000.00');
  await dialog.getByTestId('form-submit').click();
  await seeText(page, t.saved);
}

/** Publishes the draft on the versions page the new process opened, and waits for it to be published. */
async function publish(page: Page) {
  await waitForRoute(page, /^#\/index\/processVer\?processId=\d+$/);
  const pane = routePane(page, 'processVer');
  await pane.getByTestId('publish-1').click();
  const ok = page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button').last();
  await motionDone(ok);
  await ok.click();
  await expect.poll(async () => pane.getByTestId('publish-1').count(), WAIT).toBe(0);
}

describe.skipIf(!browserAvailable())('approval processes', () => {
  const browser = useBrowser();

  flow(
    { pass: 'en-phone', pages: ['processList', 'processVer', 'approvalTasks'] },
    "operator01 publishes a two-level order process for purchaser02's organisation; an order above both levels is approved twice",
    async (pass, test) => {
      const t = pass.english ? en : zh;
      const open = () => browser.openPage(test, { viewport: pass.viewport });
      const operator = await signIn(open, 'operator01', pass.english);
      await openMenuPage(operator, pass.mobile, t.system, t.processes);
      await waitForRoute(operator, /^#\/index\/processList$/);
      await writeProcess(operator, t);
      await publish(operator);
      if (pass.mobile) await expectWithinScreenWidth(operator);

      // Nobody of that organisation holds the approver role and it has no administrator: both levels come to
      // the platform's operators (escalation), so operator01 approves the order twice.
      const orderNo = await placeBigOrder();
      await openMenuPage(operator, pass.mobile, t.account, t.myApprovals);
      await waitForRoute(operator, /^#\/index\/approvalTasks$/);
      for (const level of ['Level one', 'Level two']) {
        const row = rowOf(operator, 'approvalTasks', orderNo).filter({ hasText: level });
        await row.waitFor(WAIT);
        await runRowAction(operator, row, 'approve');
        await expect.poll(() => row.count(), WAIT).toBe(0);
      }
    },
  );
});

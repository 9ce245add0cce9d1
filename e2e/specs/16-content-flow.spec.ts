import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seeText, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import { flow } from '../support/flow';
import { openMenuPage, routePane, rowOf, runRowAction, signIn } from '../support/orders';

interface Texts {
  system: string;
  management: string;
  review: string;
  notices: string;
  saved: string;
  sent: string;
  passed: string;
}
const zh: Texts = {
  system: '系统管理',
  management: '内容管理',
  review: '内容审核',
  notices: '平台公告',
  saved: '文章已保存为草稿',
  sent: '文章已提交审核',
  passed: '文章已审核通过',
};

const WAIT = { timeout: 20_000 };

/** operator01 writes a notice in the article form; the new draft opens in its own tab. */
async function writeNotice(page: Page, t: Texts, title: string, body: string) {
  await openMenuPage(page, false, t.system, t.management);
  await waitForRoute(page, /^#\/index\/content-management$/);
  await routePane(page, 'content-management').getByTestId('content-article-create').click();
  const dialog = page.getByRole('dialog').filter({ visible: true });
  await dialog.getByTestId('content-column-picker').click();
  await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: t.notices }).first().click();
  await dialog.getByLabel('标题', { exact: true }).fill(title);
  await dialog.getByTestId('rich-text-content').click();
  await page.keyboard.type(body);
  await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await seeText(page, t.saved);
  await waitForRoute(page, /^#\/index\/contentArticleDetail\?articleId=\d+$/);
}

describe.skipIf(!browserAvailable())('a notice written, reviewed and read', () => {
  const browser = useBrowser();

  flow(
    { pass: 'zh-desktop', pages: ['content-management', 'contentArticleDetail', 'contentAudit'] },
    'operator01 writes a notice and sends it to review, it is passed, and a visitor reads it on /noticeList',
    async (pass, test) => {
      const t = zh;
      const title = `端到端公告 ${Date.now()}`;
      const body = '本公告由浏览器测试发布。';
      const operator = await signIn(
        () => browser.openPage(test, { viewport: pass.viewport }),
        'operator01',
        false,
      );
      await writeNotice(operator, t, title, body);

      const detail = routePane(operator, 'contentArticleDetail');
      await detail.getByTestId('detail-footer').getByTestId('action-submit').click();
      const ok = operator.getByTestId('confirm-ok').filter({ visible: true });
      await ok.click();
      await seeText(operator, t.sent);

      await openMenuPage(operator, false, t.system, t.review);
      await waitForRoute(operator, /^#\/index\/contentAudit$/);
      const row = rowOf(operator, 'contentAudit', title);
      await row.waitFor(WAIT);
      await runRowAction(operator, row, 'approve');
      await seeText(operator, t.passed);

      const visitor = await browser.openPage(test, { viewport: pass.viewport });
      await visitor.goto('/#/noticeList');
      await waitForRoute(visitor, /^#\/noticeList/);
      const link = visitor.getByRole('link', { name: title });
      await link.waitFor(WAIT);
      await link.click();
      await waitForRoute(visitor, /^#\/noticeDetail\?articleId=\d+$/);
      await expect
        .poll(() => visitor.getByTestId('content-article-body').textContent(), WAIT)
        .toContain(body);
    },
    180_000,
  );
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, openFromMenu, seeText, shownText, sideMenu, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';

const brandDialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ hasText: title }).filter({ visible: true });

/** The message antd shows under a form field. */
const fieldMessage = (page: Page, field: string) =>
  page.locator(`.ant-form-item:has(#${field}) .ant-form-item-explain-error`);

describe.skipIf(!browserAvailable())('brand management', () => {
  const browser = useBrowser();

  it('creates, finds, edits, views in its own tab and disables a brand with a remark', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'operator01');
    await openFromMenu(sideMenu(page), '商品中心', '品牌管理');
    await waitForRoute(page, /^#\/index\/brandManage$/);
    const stamp = Date.now().toString(36);
    const name = `测试品牌${stamp}`;

    // An empty name is refused in the form, under the field.
    await page.getByTestId('brand-create').click();
    const createDialog = brandDialog(page, '新增品牌');
    await createDialog.waitFor();
    await page.getByTestId('form-submit').click();
    await fieldMessage(page, 'brandName').filter({ hasText: '此项为必填项' }).waitFor();

    // Too long: Chinese characters count 2, so 31 of them exceed 60.
    await page.locator('#brandName').fill('品'.repeat(31));
    await fieldMessage(page, 'brandName').filter({ hasText: '长度不能超过60个字符（中文算2个）' }).waitFor();

    // An existing name is refused by the server, and its message lands under the field as well.
    await page.locator('#brandName').fill('得力');
    await page.getByTestId('form-submit').click();
    await fieldMessage(page, 'brandName').filter({ hasText: '品牌名称已存在' }).waitFor();

    await page.locator('#brandName').fill(name);
    await page.locator('#brandNameEn').fill(`E2E Brand ${stamp}`);
    await page.locator('#description').fill('浏览器用例创建的品牌');
    await page.locator('#sortNo').fill('7');
    await page.getByTestId('form-submit').click();
    await seeText(page, '品牌新增成功');
    await createDialog.waitFor({ state: 'hidden' });

    await page.getByTestId('filter-brandName').fill(stamp);
    await page.getByTestId('filter-search').click();
    const rows = page.locator('.ant-table-tbody').getByRole('row').filter({ visible: true });
    const row = rows.filter({ hasText: name });
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    expect(await shownText(row)).toContain(`E2E Brand ${stamp}`);
    expect(await shownText(row)).toContain('已启用');

    await row.getByRole('button', { name: '编辑' }).click();
    const editDialog = brandDialog(page, '编辑品牌');
    await editDialog.waitFor();
    expect(await page.locator('#brandName').inputValue()).toBe(name);
    await page.locator('#brandNameEn').fill(`E2E Brand ${stamp} edited`);
    await page.getByTestId('form-submit').click();
    await seeText(page, '品牌修改成功');
    await editDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => shownText(row), { timeout: 20_000 }).toContain(`E2E Brand ${stamp} edited`);

    // View opens the brand in its own tab, named after the brand.
    await row.getByRole('button', { name: '查看' }).click();
    await waitForRoute(page, /^#\/index\/brandDetail\?brandId=\d+$/);
    await expect
      .poll(() => shownText(page.getByTestId('tab-brandDetail')), { timeout: 20_000 })
      .toBe(`品牌详情 · ${name}`);
    const detail = page.locator('[data-route="brandDetail"]');
    const footer = detail.getByTestId('detail-footer');
    // Footer buttons (antd spaces two-character labels, so their test ids are used here).
    await footer.getByTestId('action-disable').waitFor();
    expect(await footer.getByTestId('action-enable').count()).toBe(0);

    // Disable with a remark: the confirmation asks for the reason.
    const remark = `浏览器用例停用${stamp}`;
    await footer.getByTestId('action-disable').click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定停用该品牌吗？' });
    await confirm.waitFor();
    await confirm.getByTestId('action-remark').fill(remark);
    await confirm.getByTestId('confirm-ok').click();
    await seeText(page, '品牌已停用');
    await expect
      .poll(() => shownText(detail.getByTestId('detail-status')), { timeout: 20_000 })
      .toBe('已停用');
    // Only the transition the new status allows is offered now.
    await footer.getByTestId('action-enable').waitFor();
    expect(await footer.getByTestId('action-disable').count()).toBe(0);

    // The remark shows in the status history.
    await detail.getByRole('tab', { name: '状态记录' }).click();
    const history = detail.getByTestId('status-history');
    await history.waitFor();
    expect(await shownText(history)).toContain(remark);

    // Back in the list (kept alive), the row shows the new status too.
    await page.getByTestId('tab-brandManage').click();
    await expect.poll(() => shownText(row.locator('.ant-tag')), { timeout: 20_000 }).toBe('已停用');
    await row.getByRole('button', { name: '启用' }).waitFor();
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { login, openFromMenu, seeText, shownText, sideMenu, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import { flow } from '../support/flow';
import { expectWithinScreenWidth } from '../support/layout';
import { motionDone } from '../support/motion';

const dialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ hasText: title }).filter({ visible: true });
const fieldMessage = (scope: Locator, field: string) =>
  scope.locator(`.ant-form-item:has(#${field}) .ant-form-item-explain-error`);
const visibleRows = (page: Page, route: string) =>
  page.locator(`[data-route="${route}"] .ant-table-tbody`).getByRole('row').filter({ visible: true });

interface Texts {
  account: string;
  addresses: string;
  invoiceInfo: string;
  addTitle: string;
  added: string;
  setDefault: string;
  defaultSet: string;
  defaultTag: string;
  editTitle: string;
  edit: string;
  specialRequired: string;
  saved: string;
}

const zh: Texts = {
  account: '账户中心',
  addresses: '收货地址',
  invoiceInfo: '发票信息',
  addTitle: '新增地址',
  added: '地址已新增',
  setDefault: '设为默认',
  defaultSet: '已设为默认地址',
  defaultTag: '默认',
  editTitle: '编辑发票抬头',
  edit: '编辑',
  specialRequired: '开具增值税专用发票须填写此项',
  saved: '发票抬头已保存',
};
const en: Texts = {
  account: 'Account',
  addresses: 'Receiving addresses',
  invoiceInfo: 'Invoice info',
  addTitle: 'Add address',
  added: 'Address added',
  setDefault: 'Set as default',
  defaultSet: 'Default address set',
  defaultTag: 'Default',
  editTitle: 'Edit invoice title',
  edit: 'Edit',
  specialRequired: 'Required for special VAT invoices',
  saved: 'Invoice title saved',
};

/** Opens a page of the account centre from the side menu, or from the drawer on a phone. */
async function openAccountPage(page: Page, mobile: boolean, t: Texts, entry: string) {
  if (!mobile) return openFromMenu(sideMenu(page), t.account, entry);
  await page.getByTestId('menu-drawer-button').click();
  const drawer = page.getByTestId('menu-drawer');
  await openFromMenu(drawer.getByRole('menu'), t.account, entry);
  await drawer.waitFor({ state: 'hidden' });
}

const cascaderItem = (page: Page, name: string) =>
  page.locator('.ant-cascader-menu-item').filter({ hasText: name }).filter({ visible: true });

/**
 * Picks a region level by level. A click that lands while the popup is still opening can be lost, so each
 * click waits until the popup has finished moving in.
 */
async function pickRegion(page: Page, names: readonly string[]) {
  for (const name of names) {
    const item = cascaderItem(page, name);
    await motionDone(item);
    await item.click();
  }
}

/** purchaser01 adds an address through the region cascader, makes it the default and edits an invoice title. */
async function addressAndInvoiceFlow(page: Page, mobile: boolean, t: Texts) {
  const stamp = Date.now().toString(36);
  await openAccountPage(page, mobile, t, t.addresses);
  await waitForRoute(page, /^#\/index\/receivingAddress$/);

  await page.getByTestId('address-create-receiving').click();
  const addDialog = dialog(page, t.addTitle);
  await addDialog.waitFor();
  await addDialog.locator('#contactName').fill('王芳');
  await addDialog.locator('#mobile').fill('139123');
  await addDialog.locator('#regionCodes').click();
  await pickRegion(page, ['浙江省', '杭州市', '西湖区']);
  await addDialog.locator('#detail').fill(`文三路 90 号 ${stamp}`);
  await addDialog.getByTestId('form-submit').click();
  // SPEC §5's mobile rule, under the field, before anything is sent.
  await fieldMessage(addDialog, 'mobile').waitFor();
  await addDialog.locator('#mobile').fill('13912345678');
  await addDialog.getByTestId('form-submit').click();
  await seeText(page, t.added);
  await addDialog.waitFor({ state: 'hidden' });

  const row = visibleRows(page, 'receivingAddress').filter({ hasText: stamp });
  await expect.poll(() => shownText(row), { timeout: 20_000 }).toContain('浙江省 杭州市 西湖区');
  await row.getByRole('button', { name: t.setDefault }).click();
  await seeText(page, t.defaultSet);
  await expect.poll(() => shownText(row), { timeout: 20_000 }).toContain(t.defaultTag);
  expect(await row.getByRole('button', { name: t.setDefault }).count()).toBe(0);

  await openAccountPage(page, mobile, t, t.invoiceInfo);
  await waitForRoute(page, /^#\/index\/invoiceInfo$/);
  const titleRow = visibleRows(page, 'invoiceInfo').filter({ hasText: '华东智造集团有限公司' }).first();
  await titleRow.getByRole('button', { name: t.edit }).click();
  const editDialog = dialog(page, t.editTitle);
  await editDialog.waitFor();
  // A special-invoice title without its bank is refused in the form, as the server would.
  await editDialog.locator('#bankName').fill('');
  await editDialog.getByTestId('form-submit').click();
  await fieldMessage(editDialog, 'bankName').filter({ hasText: t.specialRequired }).waitFor();
  const bank = `招商银行张江支行${stamp}`;
  await editDialog.locator('#bankName').fill(bank);
  await editDialog.getByTestId('form-submit').click();
  await seeText(page, t.saved);
  await editDialog.waitFor({ state: 'hidden' });

  await titleRow.getByRole('button', { name: t.edit }).click();
  await editDialog.waitFor();
  await expect.poll(() => editDialog.locator('#bankName').inputValue(), { timeout: 20_000 }).toBe(bank);
}

describe.skipIf(!browserAvailable())('receiving addresses and invoice titles', () => {
  const browser = useBrowser();

  flow(
    { pass: 'en-phone', pages: ['receivingAddress', 'invoiceInfo'] },
    'adds an address with the region cascader, sets it default, edits the invoice title',
    async (pass, test) => {
      const page = await browser.openPage(test, { viewport: pass.viewport });
      await login(page, 'purchaser01');
      if (pass.english) {
        await page.getByTestId('lang-switch').click();
        await page.getByTestId('lang-en-US').click();
      }
      await addressAndInvoiceFlow(page, pass.mobile, pass.english ? en : zh);
      if (pass.mobile) await expectWithinScreenWidth(page);
    },
  );
});

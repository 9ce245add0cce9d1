import {
  applyBrandAuth,
  auditBrandAuth,
  computeSign,
  FILE_ROUTES,
  login as loginCall,
  queryBrandAuthList,
  queryBrandChoices,
  SIGN_HEADERS,
} from '@procuremart/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { apiLogin, signedCall } from '../support/api';
import { login, seeText, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';
import { flow } from '../support/flow';
import { filterList, routePane, rowOf, runRowAction } from '../support/orders';

const WAIT = { timeout: 20_000 };
const PASSWORD = 'Supply#2026';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0a1d5b30000000049454e44ae426082',
  'hex',
);

/** Opens an antd select and takes its first option. */
async function chooseFirst(page: Page, select: ReturnType<Page['locator']>) {
  await select.click();
  await page.keyboard.press('Enter');
}

/** Uploads a file over the API as the web does (multipart, signed over an empty body): its id. */
async function uploadAs(token: string, group: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'letter.png');
  const signTime = String(Date.now());
  const response = await fetch(`${inject('baseUrl')}${FILE_ROUTES.upload}?group=${group}`, {
    method: 'POST',
    headers: {
      [SIGN_HEADERS.token]: token,
      [SIGN_HEADERS.routeName]: 'e2e',
      [SIGN_HEADERS.signTime]: signTime,
      [SIGN_HEADERS.sign]: computeSign({ body: '', pn: 'e2e', signTime, token }),
    },
    body: form,
  });
  const envelope = (await response.json()) as { code: string; data: { fileId: string } };
  expect(envelope.code).toBe('0');
  return envelope.data.fileId;
}

/** The supplier fills /supplierRegister: account, company, shop, bank, the first category; then signs in. */
async function register(page: Page, username: string, company: string, creditCode: string) {
  await page.goto('/#/supplierRegister');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('用户名').waitFor(WAIT);
  await field('用户名').fill(username);
  await field('登录密码').fill(PASSWORD);
  await field('确认密码').fill(PASSWORD);
  await field('姓名').fill('孙立');
  await field('手机号码').fill('13911112222');
  await field('企业名称').fill(company);
  await field('统一社会信用代码').fill(creditCode);
  await field('法定代表人').fill('孙立');
  await field('联系人').fill('孙立');
  await field('联系人手机').fill('13911112222');
  await field('店铺名称').fill(`${company}旗舰店`);
  await field('开户银行').fill('中国工商银行苏州分行');
  await field('银行账号').fill('6222020200112233445');
  await chooseFirst(page, page.locator('#supplierRegister_categoryIds, #categoryIds').first());
  await page.keyboard.press('Escape');
  await page.getByTestId('supplier-register-submit').click();
  await page.getByTestId('supplier-register-login').click();
  await waitForRoute(page, /^#\/login/);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

describe.skipIf(!browserAvailable())('supplier onboarding', () => {
  const browser = useBrowser();

  flow(
    { pass: 'zh-desktop', pages: ['orgAuditList'] },
    'a supplier registers and completes its certification, operator01 passes it, the supplier publishes a product draft',
    async (pass, test) => {
      const stamp = String(Date.now());
      const username = `sup${stamp.slice(-10)}`;
      const company = `E2E 恒信五金 ${stamp}`;
      const supplier = await browser.openPage(test, { viewport: pass.viewport });
      await register(supplier, username, company, `93${stamp.padStart(16, '0')}`);

      // Under review: its application only, where it uploads the licence and submits it.
      await waitForRoute(supplier, /^#\/authentication/);
      await supplier.getByTestId('application-state').waitFor(WAIT);
      await supplier
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
      await supplier.locator('.ant-upload-list-item-done, .ant-upload-list-item').first().waitFor(WAIT);
      await supplier.getByTestId('application-submit').click();
      await seeText(supplier, '认证资料已提交');

      const operator = await browser.openPage(test, { viewport: pass.viewport });
      await login(operator, 'operator01');
      await operator.goto('/#/index/orgAuditList');
      await waitForRoute(operator, /^#\/index\/orgAuditList/);
      await filterList(operator, 'orgAuditList', 'companyName', company);
      const row = rowOf(operator, 'orgAuditList', company);
      await row.waitFor(WAIT);
      await runRowAction(operator, row, 'pass');
      await expect.poll(() => rowOf(operator, 'orgAuditList', company).count(), WAIT).toBe(0);

      // Passed: the supplier enters its workbench with the supplier's menus.
      await supplier.reload();
      await supplier.getByTestId('application-workbench').click();
      await waitForRoute(supplier, /^#\/index\/memberCenter/);

      // Goods need an authorised brand: applied for and approved over the API (the brand pages have their spec).
      const token = (await signedCall<{ token: string }>(loginCall.path, { username, password: PASSWORD }))
        .token;
      const [brand] = await signedCall<{ brandId: string }[]>(queryBrandChoices.path, { keyword: '' }, token);
      await signedCall(
        applyBrandAuth.path,
        {
          brandId: brand!.brandId,
          validFrom: '2026-01-01',
          validTo: '2030-12-31',
          letterFileIds: [await uploadAs(token, 'document')],
        },
        token,
      );
      const { rows } = await signedCall<{ rows: { authId: string }[] }>(
        queryBrandAuthList.path,
        { pageNo: 1, pageSize: 10 },
        token,
      );
      await signedCall(
        auditBrandAuth.path,
        { authIds: [rows[0]!.authId], passed: true },
        await apiLogin('operator01'),
      );

      await supplier.goto('/#/index/commodityCreate');
      await supplier.getByTestId('commodity-name').waitFor(WAIT);
      await chooseFirst(supplier, supplier.getByTestId('commodity-category'));
      await chooseFirst(supplier, supplier.getByTestId('commodity-brand'));
      const name = `恒信扳手 ${stamp}`;
      await supplier.getByTestId('commodity-name').fill(name);
      const attributes = supplier.getByTestId('commodity-attributes').locator('.ant-select');
      const count = await attributes.count();
      for (let i = 0; i < count; i++) await chooseFirst(supplier, attributes.nth(i));
      await supplier
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: PNG });
      await supplier.locator('.ant-upload-list-item-done, .ant-upload-list-item').first().waitFor(WAIT);
      const sku = supplier.getByTestId('sku-row-0');
      const selects = sku.locator('.ant-select');
      const specs = await selects.count();
      for (let i = 0; i < specs; i++) await chooseFirst(supplier, selects.nth(i));
      await sku.locator('input[id$="supplierSkuCode"]').fill(`E2E-${stamp}`);
      await sku.locator('input[id$="model"]').fill('E2E-1');
      await sku.locator('input[id$="salePrice"]').fill('120.00');
      await sku.locator('input[id$="marketPrice"]').fill('199.00');
      await sku.locator('input[id$="stock"]').fill('100');
      await supplier.getByTestId('commodity-submit').click();
      await waitForRoute(supplier, /^#\/index\/soldUpDetail\?spuId=\d+/);
      const title = supplier.getByTestId('detail-title').filter({ visible: true });
      await expect.poll(() => title.textContent(), WAIT).toBe(name);
      expect(await routePane(supplier, 'soldUpDetail').count()).toBeGreaterThan(0);
    },
    240_000,
  );
});

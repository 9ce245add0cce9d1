import {
  addInvoiceTitle,
  deleteInvoiceTitle,
  queryInvoiceTitleList,
  queryOperationLogs,
  setDefaultInvoiceTitle,
  updateInvoiceTitle,
} from '@procuremart/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { invoiceTitles } from '../tables';

let t: TestApp;
let p1: string;
let p2: string;
beforeAll(async () => {
  t = await createTestApp();
  [p1, p2] = await Promise.all([loginAs(t.app, 'purchaser01'), loginAs(t.app, 'purchaser02')]);
});
afterAll(() => t.close());

const ordinary = { title: '华东智造集团有限公司（分公司）', creditCode: '91310115MA1K4C2X4C' };
const special = {
  ...ordinary,
  specialInvoice: true,
  bankName: '中国银行上海分行',
  bankAccount: '4567000012345678',
  registeredAddress: '上海市浦东新区世纪大道 100 号',
  registeredPhone: '021-50000000',
};
const list = async (token: string) =>
  dataOf(await call(t.app, queryInvoiceTitleList, { pageSize: 50 }, { token })).rows;
const titleCount = async () => Number((await t.db.select({ n: count() }).from(invoiceTitles))[0].n);

describe('invoice titles', () => {
  it('seeds a default special-invoice title for each demo organisation', async () => {
    const [seeded] = await list(p1);
    expect(seeded).toMatchObject({ title: '华东智造集团有限公司', isDefault: true, specialInvoice: true });
  });

  it('adds an ordinary title and edits it into a special one, with a version', async () => {
    const added = dataOf(await call(t.app, addInvoiceTitle, ordinary, { token: p1 }));
    expect(added).toMatchObject({ specialInvoice: false, bankName: '', isDefault: false });
    const edited = dataOf(
      await call(
        t.app,
        updateInvoiceTitle,
        { ...special, invoiceTitleId: added.invoiceTitleId, version: added.version },
        { token: p1 },
      ),
    );
    expect(edited).toMatchObject({ specialInvoice: true, bankAccount: '4567000012345678', version: 2 });
    const stale = await call(
      t.app,
      updateInvoiceTitle,
      { ...ordinary, invoiceTitleId: added.invoiceTitleId, version: 1 },
      { token: p1 },
    );
    expect(stale.body.code).toBe('E409');
  });

  it('names each special-invoice field left blank, and refuses a bad credit code or NUL, writing nothing', async () => {
    const before = await titleCount();
    const missing = await call(
      t.app,
      addInvoiceTitle,
      { ...special, bankName: '', registeredPhone: '' },
      { token: p1, locale: 'en-US' },
    );
    expect(missing.body.code).toBe('E400');
    expect(missing.body.data).toMatchObject({
      errors: [
        { field: 'bankName', message: 'Required for special VAT invoices' },
        { field: 'registeredPhone', message: 'Required for special VAT invoices' },
      ],
    });
    const badCode = await call(
      t.app,
      addInvoiceTitle,
      { ...ordinary, creditCode: '91310115ma1k4c2x4c' },
      { token: p1 },
    );
    expect(badCode.body).toMatchObject({ code: 'E400', data: { field: 'creditCode' } });
    expect(badCode.body.respDesc).toContain('字母须大写');
    const nul = await call(t.app, addInvoiceTitle, { ...ordinary, title: 'a\u0000' }, { token: p1 });
    expect(nul.body.code).toBe('E400');
    expect(await titleCount()).toBe(before);
  });

  it('never shows or changes another organisation’s titles, even by their ids', async () => {
    const [theirs] = await list(p1);
    expect((await list(p2)).map((r) => r.invoiceTitleId)).not.toContain(theirs.invoiceTitleId);
    const input = { ...special, invoiceTitleId: theirs.invoiceTitleId, version: theirs.version };
    for (const attempt of [
      await call(t.app, updateInvoiceTitle, input, { token: p2 }),
      await call(t.app, deleteInvoiceTitle, { invoiceTitleId: theirs.invoiceTitleId }, { token: p2 }),
      await call(t.app, setDefaultInvoiceTitle, { invoiceTitleId: theirs.invoiceTitleId }, { token: p2 }),
    ]) {
      expect(attempt.body.code).toBe('E404');
    }
    const [row] = await t.db
      .select()
      .from(invoiceTitles)
      .where(eq(invoiceTitles.id, Number(theirs.invoiceTitleId)));
    expect(row).toMatchObject({ title: theirs.title, version: theirs.version });
  });

  it('keeps one default under concurrent switches and passes it on when the default is deleted', async () => {
    const added = await Promise.all(
      ['甲', '乙', '丙'].map(async (suffix) =>
        dataOf(await call(t.app, addInvoiceTitle, { ...ordinary, title: `北方${suffix}` }, { token: p2 })),
      ),
    );
    const ids = [(await list(p2))[0].invoiceTitleId, ...added.map((r) => r.invoiceTitleId)];
    const results = await Promise.all(
      [...ids, ...ids].map((invoiceTitleId) =>
        call(t.app, setDefaultInvoiceTitle, { invoiceTitleId }, { token: p2 }),
      ),
    );
    expect(results.every((r) => r.body.code === '0')).toBe(true);
    const defaults = (await list(p2)).filter((r) => r.isDefault);
    expect(defaults).toHaveLength(1);
    dataOf(
      await call(t.app, deleteInvoiceTitle, { invoiceTitleId: defaults[0].invoiceTitleId }, { token: p2 }),
    );
    expect((await list(p2)).filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('refuses suppliers and operators', async () => {
    for (const username of ['supplier01', 'operator01']) {
      const token = await loginAs(t.app, username);
      expect((await call(t.app, queryInvoiceTitleList, {}, { token })).body.code).toBe('E403');
      expect((await call(t.app, addInvoiceTitle, ordinary, { token })).body.code).toBe('E403');
    }
  });

  it('leaves each change in the operation log', async () => {
    const operator = await loginAs(t.app, 'operator01');
    const logs = dataOf(
      await call(t.app, queryOperationLogs, { pageSize: 100, username: 'purchaser01' }, { token: operator }),
    );
    const actions = logs.rows.filter((r) => r.result === 'success').map((r) => [r.action, r.targetType]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['umc_addInvoiceTitle', 'invoiceTitle'],
        ['umc_updateInvoiceTitle', 'invoiceTitle'],
      ]),
    );
  });
});

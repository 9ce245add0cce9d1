import {
  addDictionaryItem,
  changeDictionaryItemStatus,
  DICTIONARIES,
  dicConfigQueryData,
  formatMessage,
  getDictionaryVersion,
  OrderStatus,
  queryDictionaries,
  queryDictionaryHistory,
  queryDictionaryItems,
  queryDictionaryList,
  updateDictionaryItem,
} from '@procuremart/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../../db/seed';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { configChanges, dictionaryItems } from '../tables';

let t: TestApp;
let operator: string;
let purchaser: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t.app, 'operator01');
  purchaser = await loginAs(t.app, 'purchaser01');
});
afterAll(() => t.close());

const itemsOf = async (dictCode: string) =>
  dataOf(await call(t.app, queryDictionaryItems, { dictCode }, { token: operator })).items;
const changeCount = async () => Number((await t.db.select({ n: count() }).from(configChanges))[0].n);

describe('dictionary load', () => {
  it('answers the contract codes of each dictionary asked for, to anyone, in sort order', async () => {
    const data = dataOf(
      await call(t.app, queryDictionaries, { pCodes: ['ORDER_STATUS', 'PAY_TYPE', 'STOCK_STATE', 'NOPE'] }),
    );
    expect(data.ORDER_STATUS.map((i) => i.code)).toEqual(Object.values(OrderStatus));
    expect(data.PAY_TYPE).toEqual([
      { code: '01', label: '在线支付', labelEn: 'Online payment', sort: 10 },
      { code: '02', label: '线下转账', labelEn: 'Offline bank transfer', sort: 20 },
      { code: '03', label: '月结', labelEn: 'Monthly settlement', sort: 30 },
    ]);
    expect(data.STOCK_STATE.map((i) => i.code)).toEqual(['33', '34', '36', '39', '40']);
    expect(data).not.toHaveProperty('NOPE');
  });

  it('answers the configuration variant by type_code with titles in the request language', async () => {
    const zh = dataOf(await call(t.app, dicConfigQueryData, { configKeys: ['INVOICE_TYPE'] }));
    expect(zh.INVOICE_TYPE).toEqual([
      { code: '00', title: '增值税普通发票' },
      { code: '01', title: '增值税专用发票' },
    ]);
    const en = dataOf(
      await call(t.app, dicConfigQueryData, { configKeys: ['INVOICE_TYPE'] }, { locale: 'en-US' }),
    );
    expect(en.INVOICE_TYPE[1].title).toBe('VAT special invoice');
  });

  it('refuses an empty or oversized code list', async () => {
    expect((await call(t.app, queryDictionaries, { pCodes: [] })).body.code).toBe('E400');
    const many = Array.from({ length: 201 }, (_, i) => `C${i}`);
    expect((await call(t.app, queryDictionaries, { pCodes: many })).body.code).toBe('E400');
  });
});

describe('dictionary management', () => {
  it('lists every declared dictionary with its item count, filtered by keyword', async () => {
    const all = dataOf(await call(t.app, queryDictionaryList, { pageSize: 50 }, { token: operator }));
    expect(all.total).toBe(Object.keys(DICTIONARIES).length);
    const unit = dataOf(await call(t.app, queryDictionaryList, { keyword: '单位' }, { token: operator }));
    expect(unit.rows).toEqual([
      expect.objectContaining({ dictCode: 'UNIT', open: true, itemCount: DICTIONARIES.UNIT.items.length }),
    ]);
  });

  it('relabels and reorders an item, keeps the change in the history, and the load answers it', async () => {
    const stamp = async () => dataOf(await call(t.app, getDictionaryVersion, {})).version;
    const stampBefore = await stamp();
    const [enabled] = await itemsOf('BRAND_STATUS');
    const edited = dataOf(
      await call(
        t.app,
        updateDictionaryItem,
        { itemId: enabled.itemId, version: enabled.version, label: '正常', labelEn: 'Active', sortNo: 5 },
        { token: operator },
      ),
    );
    expect(edited).toMatchObject({ label: '正常', version: enabled.version + 1, updatedBy: 'operator01' });
    expect(edited.updatedAt).toBe(new Date(edited.updatedAt).toISOString());
    const load = dataOf(await call(t.app, queryDictionaries, { pCodes: ['BRAND_STATUS'] }));
    expect(load.BRAND_STATUS[0]).toEqual({ code: '1', label: '正常', labelEn: 'Active', sort: 5 });
    // Browsers holding today's copy learn of the edit from the stamp, which anyone may read.
    const stampAfter = await stamp();
    expect(stampAfter).not.toBe(stampBefore);
    expect(await stamp()).toBe(stampAfter);
    const history = dataOf(
      await call(t.app, queryDictionaryHistory, { dictCode: 'BRAND_STATUS' }, { token: operator }),
    );
    expect(history.rows[0]).toMatchObject({
      targetKey: '1',
      oldValue: '已启用 / Enabled / 10 / 1',
      newValue: '正常 / Active / 5 / 1',
      username: 'operator01',
    });
    // A stale version is refused.
    const stale = await call(
      t.app,
      updateDictionaryItem,
      { itemId: enabled.itemId, version: enabled.version, label: 'x', labelEn: 'x' },
      { token: operator },
    );
    expect(stale.body.code).toBe('E409');
  });

  it('lists one dictionary’s changes in its history (the declared scope), and refuses a blank code', async () => {
    // A parameter change filed under the same key is not a dictionary change.
    await t.db.insert(configChanges).values({
      kind: 'param',
      scopeKey: 'BRAND_STATUS',
      targetKey: 'x',
      oldValue: null,
      newValue: 'x',
      changedAt: new Date(),
    });
    const [item] = await itemsOf('ORDER_CHANNEL');
    dataOf(
      await call(
        t.app,
        updateDictionaryItem,
        { itemId: item.itemId, version: item.version, label: item.label, labelEn: 'Channel one' },
        { token: operator },
      ),
    );
    const historyOf = async (dictCode: string) =>
      dataOf(await call(t.app, queryDictionaryHistory, { dictCode }, { token: operator })).rows;
    expect((await historyOf('ORDER_CHANNEL')).map((row) => row.targetKey)).toEqual([item.code]);
    const brandCodes = DICTIONARIES.BRAND_STATUS.items.map((entry) => entry.code);
    const brandHistory = await historyOf('BRAND_STATUS');
    expect(brandHistory.length).toBeGreaterThan(0);
    expect(brandHistory.every((row) => brandCodes.includes(row.targetKey))).toBe(true);
    const blank = await call(
      t.app,
      queryDictionaryHistory,
      { dictCode: ' ' },
      { token: operator, locale: 'en-US' },
    );
    expect(blank.body.code).toBe('E400');
    expect(blank.body.data).toMatchObject({
      errors: [{ field: 'dictCode', message: formatMessage('validation.required', 'en-US') }],
    });
  });

  it('keeps operators’ labels when the reference data is made to match the contract again', async () => {
    await t.db.transaction((tx) => ensureReferenceData(tx));
    expect((await itemsOf('BRAND_STATUS'))[0].label).toBe('正常');
  });

  it('adds items to an open dictionary only, with a new code, and disables only those', async () => {
    const before = await changeCount();
    const closed = await call(
      t.app,
      addDictionaryItem,
      { dictCode: 'ORDER_STATUS', code: '50', label: '新', labelEn: 'New' },
      { token: operator },
    );
    expect(closed.body).toMatchObject({ code: '8888', data: { field: 'dictCode' } });
    const taken = await call(
      t.app,
      addDictionaryItem,
      { dictCode: 'UNIT', code: 'PCS', label: '件', labelEn: 'piece' },
      { token: operator },
    );
    expect(taken.body).toMatchObject({ code: '8888', data: { field: 'code' } });
    const badCode = await call(
      t.app,
      addDictionaryItem,
      { dictCode: 'UNIT', code: '斤 kg', label: '斤', labelEn: 'jin' },
      { token: operator },
    );
    expect(badCode.body).toMatchObject({ code: 'E400', data: { field: 'code' } });
    expect(await changeCount()).toBe(before);

    const added = dataOf(
      await call(
        t.app,
        addDictionaryItem,
        { dictCode: 'UNIT', code: 'KG', label: '千克', labelEn: 'kilogram', sortNo: 200 },
        { token: operator },
      ),
    );
    expect(added).toMatchObject({ builtIn: false, status: 1 });
    const disabled = dataOf(
      await call(t.app, changeDictionaryItemStatus, { itemId: added.itemId, status: 0 }, { token: operator }),
    );
    expect(disabled.status).toBe(0);
    const load = dataOf(await call(t.app, queryDictionaries, { pCodes: ['UNIT'] }));
    expect(load.UNIT.map((i) => i.code)).not.toContain('KG');

    const builtIn = (await itemsOf('UNIT')).find((i) => i.code === 'PCS');
    const refused = await call(
      t.app,
      changeDictionaryItemStatus,
      { itemId: builtIn?.itemId ?? '', status: 0 },
      { token: operator },
    );
    expect(refused.body).toMatchObject({ code: '8888', data: { field: 'status' } });
    const [pcs] = await t.db.select().from(dictionaryItems).where(eq(dictionaryItems.code, 'PCS'));
    expect(pcs.status).toBe(1);
  });

  it('refuses management calls to a purchaser', async () => {
    const refused = await call(t.app, queryDictionaryList, {}, { token: purchaser });
    expect(refused.body.code).toBe('E403');
  });
});

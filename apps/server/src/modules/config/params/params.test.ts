import {
  formatMessage,
  type ParamKey,
  queryParamHistory,
  queryParams,
  searchParamOrgs,
  updateParam,
} from '@procuremart/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { orgs } from '../../org/shared-tables';
import { configChanges, paramOrgValues, paramValues, paramVersion } from '../tables';
import { presetOrgParam } from './param-admin';
import { PARAM_CACHE_CHECK_MS, readParam } from './param-store';

let t: TestApp;
let operator: string;
let staff: string;
let eastOrgId: number;
let supplierOrgId: number;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t.app, 'operator01');
  staff = await loginAs(t.app, 'operator02');
  const [east] = await t.db.select().from(orgs).where(eq(orgs.name, '华东智造集团有限公司'));
  const [office] = await t.db.select().from(orgs).where(eq(orgs.name, '京津办公用品供应有限公司'));
  eastOrgId = east.id;
  supplierOrgId = office.id;
});
afterAll(() => t.close());

const update = (input: Parameters<typeof call<typeof updateParam>>[2]) =>
  call(t.app, updateParam, input, { token: operator });
const changes = async () => Number((await t.db.select({ n: count() }).from(configChanges))[0].n);

describe('parameters', () => {
  it('lists a group with the declared defaults, SPEC §9 limits included', async () => {
    const common = dataOf(await call(t.app, queryParams, { group: 'common' }, { token: operator }));
    const byKey = Object.fromEntries(common.map((p) => [p.key, p]));
    expect(byKey['common.maxImportRows']).toMatchObject({
      value: '5000',
      defaultValue: '5000',
      changed: false,
    });
    expect(byKey['common.maxExportRows'].value).toBe('50000');
    expect(common.every((p) => p.group === 'common')).toBe(true);
    expect(await readParam(t.db, 'common.maxExportRows')).toBe(50_000);
  });

  it('changes a value, keeps the history, and the cached reader sees it at once in this process', async () => {
    expect(await readParam(t.db, 'common.maxImportRows')).toBe(5000);
    const changed = dataOf(await update({ key: 'common.maxImportRows', value: '40' }));
    expect(changed).toMatchObject({ value: '40', changed: true, updatedBy: 'operator01' });
    expect(changed.updatedAt).toBe(new Date(changed.updatedAt ?? '').toISOString());
    expect(await readParam(t.db, 'common.maxImportRows')).toBe(40);
    const history = dataOf(
      await call(t.app, queryParamHistory, { key: 'common.maxImportRows' }, { token: operator }),
    );
    expect(history.rows[0]).toMatchObject({
      oldValue: null,
      newValue: '40',
      username: 'operator01',
      orgName: null,
    });
    expect(history.rows[0].changeId).toMatch(/^\d+$/);
    expect(history.rows[0].changedAt).toBe(new Date(history.rows[0].changedAt).toISOString());
    // Back to the default.
    expect(dataOf(await update({ key: 'common.maxImportRows', value: null }))).toMatchObject({
      value: '5000',
      changed: false,
    });
    expect(await readParam(t.db, 'common.maxImportRows')).toBe(5000);
  });

  it('lists parameter changes only, of one parameter when asked, and refuses an unknown parameter', async () => {
    await t.db.insert(configChanges).values({
      kind: 'dict',
      scopeKey: 'common.maxImportRows',
      targetKey: '1',
      oldValue: null,
      newValue: 'x',
      changedAt: new Date(),
    });
    dataOf(await update({ key: 'common.maxExportRows', value: '40000' }));
    const historyOf = async (key?: 'common.maxExportRows') =>
      dataOf(await call(t.app, queryParamHistory, key ? { key } : {}, { token: operator })).rows;
    const exportRows = await historyOf('common.maxExportRows');
    expect(exportRows.map((row) => [row.targetKey, row.newValue])).toEqual([
      ['common.maxExportRows', '40000'],
    ]);
    const all = await historyOf();
    expect(all.length).toBeGreaterThan(1);
    expect(all.some((row) => row.newValue === 'x')).toBe(false);
    const unknown = await call(t.app, queryParamHistory, { key: 'common.nope' } as never, {
      token: operator,
      locale: 'en-US',
    });
    expect(unknown.body.code).toBe('E400');
    expect(unknown.body.data).toMatchObject({
      errors: [{ field: 'key', message: formatMessage('validation.invalid', 'en-US') }],
    });
    dataOf(await update({ key: 'common.maxExportRows', value: null }));
  });

  it('sees a change another process made once the version check is due', async () => {
    const clock = vi.spyOn(Date, 'now');
    try {
      const start = Date.now();
      clock.mockReturnValue(start);
      expect(await readParam(t.db, 'order.unpaidCancelHours')).toBe(24);
      // Another process: the row and the version change without this process's cache knowing.
      await t.db
        .insert(paramValues)
        .values({ paramKey: 'order.unpaidCancelHours', value: '48', updatedAt: new Date() });
      await t.db.update(paramVersion).set({ version: 1000 });
      expect(await readParam(t.db, 'order.unpaidCancelHours')).toBe(24);
      clock.mockReturnValue(start + PARAM_CACHE_CHECK_MS);
      expect(await readParam(t.db, 'order.unpaidCancelHours')).toBe(48);
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps a purchasing organisation’s own value where the parameter allows one', async () => {
    dataOf(await update({ key: 'order.monthlyBuyerLimit', value: '8000.00' }));
    const own = dataOf(
      await update({ key: 'order.monthlyBuyerLimit', orgId: String(eastOrgId), value: '2000.50' }),
    );
    expect(own.overrides).toEqual([
      { orgId: String(eastOrgId), orgName: '华东智造集团有限公司', value: '2000.50' },
    ]);
    expect(await readParam(t.db, 'order.monthlyBuyerLimit', eastOrgId)).toBe('2000.50');
    expect(await readParam(t.db, 'order.monthlyBuyerLimit', eastOrgId + 1000)).toBe('8000.00');
    expect(await readParam(t.db, 'order.monthlyBuyerLimit')).toBe('8000.00');
    const removed = dataOf(
      await update({ key: 'order.monthlyBuyerLimit', orgId: String(eastOrgId), value: null }),
    );
    expect(removed.overrides).toEqual([]);
  });

  it('takes a seed step’s own value of an organisation only where the parameter allows one, checked alike', async () => {
    const preset = (key: ParamKey, value: string) =>
      t.db.transaction((tx) => presetOrgParam(tx, { key, orgId: supplierOrgId, value, at: new Date() }));
    await expect(preset('order.monthlyBuyerLimit', '12.345')).rejects.toMatchObject({
      code: '8888',
      field: 'value',
    });
    await expect(preset('common.maxImportRows', '5')).rejects.toThrow('has no organisations');
    expect(await t.db.select().from(paramOrgValues).where(eq(paramOrgValues.orgId, supplierOrgId))).toEqual(
      [],
    );
  });

  it('refuses bad values and misplaced organisation values, writing nothing', async () => {
    const before = await changes();
    const cases = [
      [{ key: 'common.maxImportRows', value: 'many' }, 'value', 'validation.integer'],
      [{ key: 'common.maxImportRows', value: '0' }, 'value', null],
      [{ key: 'common.hotSearchEnabled', value: 'yes' }, 'value', null],
      [{ key: 'order.monthlyBuyerLimit', value: '12.345' }, 'value', null],
      [{ key: 'common.maxImportRows', orgId: String(eastOrgId), value: '5' }, 'orgId', null],
      [{ key: 'order.monthlyBuyerLimit', orgId: String(supplierOrgId), value: '5.00' }, 'orgId', null],
    ] as const;
    for (const [input, field] of cases) {
      const { body } = await update(input as never);
      expect(body, JSON.stringify(input)).toMatchObject({ code: '8888', data: { field } });
    }
    const unknownKey = await update({ key: 'common.nope', value: '1' } as never);
    expect(unknownKey.body).toMatchObject({ code: 'E400', data: { field: 'key' } });
    expect(await changes()).toBe(before);
  });

  it('offers purchasing organisations only, and refuses operations staff without the page', async () => {
    const found = dataOf(await call(t.app, searchParamOrgs, { keyword: '' }, { token: operator }));
    expect(found.every((o) => /^\d+$/.test(o.orgId))).toBe(true);
    // The enterprises, the closed one too (its settings wait for it to start again), and the individual member's
    // own organisation; never a department.
    expect(found.map((o) => o.orgName).sort()).toEqual(
      ['北方能源装备股份有限公司', '华东智造集团有限公司', '西部建材贸易有限公司', '李明（person01）'].sort(),
    );
    expect((await call(t.app, queryParams, {}, { token: staff })).body.code).toBe('E403');
    expect(
      (await call(t.app, updateParam, { key: 'common.maxExportRows', value: '1' }, { token: staff })).body
        .code,
    ).toBe('E403');
  });
});

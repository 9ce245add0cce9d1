import {
  changeBrandStatus,
  createBrand,
  getBrand,
  queryBrandList,
  queryOperationLogs,
  updateBrand,
} from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { DEMO_BRAND_COUNT } from '../seed/demo-brands';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  operator = await loginAs(t.app, 'operator01');
});
afterAll(() => t.close());

const list = async (input: Parameters<typeof call<typeof queryBrandList>>[2]) =>
  dataOf(await call(t.app, queryBrandList, input, { token: operator }));

describe('brand list', () => {
  it('pages the seeded brands', async () => {
    const first = await list({ pageNo: 1, pageSize: 10 });
    expect(first.total).toBe(DEMO_BRAND_COUNT);
    expect(first.rows).toHaveLength(10);
    const lastPageNo = Math.ceil(DEMO_BRAND_COUNT / 10);
    const pages = await Promise.all(
      Array.from({ length: lastPageNo }, (_, i) => list({ pageNo: i + 1, pageSize: 10 })),
    );
    expect(pages[lastPageNo - 1].rows).toHaveLength(DEMO_BRAND_COUNT - (lastPageNo - 1) * 10);
    const ids = new Set(pages.flatMap((p) => p.rows).map((b) => b.brandId));
    expect(ids.size).toBe(DEMO_BRAND_COUNT);
  });

  it('filters by Chinese or English name and by status', async () => {
    expect((await list({ brandName: '博世' })).rows.map((b) => b.brandNameEn)).toEqual(['Bosch']);
    expect((await list({ brandName: 'bosch' })).rows.map((b) => b.brandName)).toEqual(['博世']);
    const disabled = await list({ status: 0, pageSize: 50 });
    expect(disabled.rows.length).toBeGreaterThanOrEqual(3);
    expect(disabled.rows.every((b) => b.status === 0)).toBe(true);
    expect((await list({ brandName: '100%' })).total).toBe(0);
  });

  it('sorts by an allowed field and refuses any other', async () => {
    const byName = (await list({ pageSize: 200, sort: { field: 'brandName', order: 'DESC' } })).rows.map(
      (b) => b.brandName,
    );
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const bySort = (await list({ pageSize: 200, sort: { field: 'sortNo', order: 'ASC' } })).rows.map(
      (b) => b.sortNo,
    );
    expect(bySort).toEqual([...bySort].sort((a, b) => a - b));
    const refused = await call(t.app, queryBrandList, { sort: { field: 'version', order: 'ASC' } } as never, {
      token: operator,
    });
    expect(refused.body).toMatchObject({ code: 'E400', data: { field: 'sort.field' } });
  });
});

describe('brand changes', () => {
  it('refuses a sort number of −5 instead of saving it as 0, writing nothing', async () => {
    const refused = await call(
      t.app,
      createBrand,
      { brandName: '负序品牌', brandNameEn: '', description: '', sortNo: -5 },
      { token: operator },
    );
    expect(refused.body).toMatchObject({ code: 'E400', data: { field: 'sortNo' } });
    expect((await list({ brandName: '负序品牌' })).total).toBe(0);
  });

  it('creates, edits, disables and enables a brand, keeping its history', async () => {
    const created = dataOf(
      await call(
        t.app,
        createBrand,
        { brandName: '上工', brandNameEn: 'Shanggong', description: '手动工具', sortNo: 5 },
        {
          token: operator,
        },
      ),
    );
    expect(created).toMatchObject({ status: 1, version: 1, updatedBy: 'operator01' });

    const edited = dataOf(
      await call(
        t.app,
        updateBrand,
        {
          brandId: created.brandId,
          version: 1,
          brandName: '上工',
          brandNameEn: 'SG Tools',
          description: '',
          sortNo: 6,
        },
        { token: operator },
      ),
    );
    expect(edited).toMatchObject({ brandNameEn: 'SG Tools', version: 2, sortNo: 6 });

    const stale = await call(
      t.app,
      updateBrand,
      { brandId: created.brandId, version: 1, brandName: '上工', brandNameEn: 'Lost edit' },
      { token: operator },
    );
    expect(stale.body).toMatchObject({ code: 'E409', respDesc: '该记录已被他人修改，请刷新后重试' });

    const disabled = dataOf(
      await call(
        t.app,
        changeBrandStatus,
        { brandId: created.brandId, event: 'disable', remark: '  品牌授权到期  ' },
        { token: operator },
      ),
    );
    expect(disabled).toMatchObject({ status: 0, version: 3 });
    const again = await call(
      t.app,
      changeBrandStatus,
      { brandId: created.brandId, event: 'disable' },
      { token: operator },
    );
    expect(again.body).toMatchObject({ code: 'E409', respDesc: '当前状态不允许此操作' });
    const enabled = dataOf(
      await call(
        t.app,
        changeBrandStatus,
        { brandId: created.brandId, event: 'enable' },
        { token: operator },
      ),
    );
    expect(enabled.status).toBe(1);

    const detail = dataOf(await call(t.app, getBrand, { brandId: created.brandId }, { token: operator }));
    expect(detail.brandNameEn).toBe('SG Tools');
    expect(detail.history.map((h) => [h.event, h.fromStatus, h.toStatus, h.username, h.remark])).toEqual([
      ['enable', '0', '1', 'operator01', ''],
      ['disable', '1', '0', 'operator01', '品牌授权到期'],
    ]);

    const logs = dataOf(
      await call(t.app, queryOperationLogs, { pageSize: 50, username: 'operator01' }, { token: operator }),
    );
    const brandActions = logs.rows
      .filter((r) => r.targetId === created.brandId)
      .map((r) => [r.action, r.result, r.detail]);
    // Refused steps leave a failure row with the rule that refused them, written after the rollback.
    expect(brandActions).toEqual([
      ['ucc_changeBrandStatus', 'success', 'enable'],
      ['ucc_changeBrandStatus', 'failure', 'error.transitionNotAllowed'],
      ['ucc_changeBrandStatus', 'success', 'disable'],
      ['ucc_updateBrand', 'failure', 'error.staleVersion'],
      ['ucc_updateBrand', 'success', '上工'],
      ['ucc_createBrand', 'success', '上工'],
    ]);
  });

  it('refuses a duplicate brand name on create and on edit, under the brandName field', async () => {
    const duplicate = await call(
      t.app,
      createBrand,
      { brandName: '得力' },
      { token: operator, locale: 'en-US' },
    );
    expect(duplicate.body).toMatchObject({
      code: '8888',
      respDesc: 'A brand with this name already exists',
      data: { field: 'brandName' },
    });
    const deli = (await list({ brandName: '得力' })).rows[0];
    const renamed = await call(
      t.app,
      updateBrand,
      { brandId: deli.brandId, version: deli.version, brandName: '晨光' },
      { token: operator },
    );
    expect(renamed.body).toMatchObject({ code: '8888', data: { field: 'brandName' } });
  });

  it('validates brand fields with the contract messages', async () => {
    const long = await call(t.app, createBrand, { brandName: '长'.repeat(31) }, { token: operator });
    expect(long.body).toMatchObject({ code: 'E400', data: { field: 'brandName' } });
    expect(long.body.respDesc).toBe('输入有误：brandName: 长度不能超过60个字符（中文算2个）');
    const blank = await call(t.app, createBrand, { brandName: '   ' }, { token: operator });
    expect(blank.body.respDesc).toBe('输入有误：brandName: 此项为必填项');
  });

  it('answers E404 for a brand that does not exist', async () => {
    const missing = await call(t.app, getBrand, { brandId: '999999' }, { token: operator });
    expect(missing.body.code).toBe('E404');
    const huge = await call(t.app, getBrand, { brandId: '99999999999999999' }, { token: operator });
    expect(huge.body.code).toBe('E404');
  });

  it('lets only operators change brands', async () => {
    const supplier = await loginAs(t.app, 'supplier01');
    const brand = (await list({ brandName: '联想' })).rows[0];
    const refused = await call(
      t.app,
      changeBrandStatus,
      { brandId: brand.brandId, event: 'disable' },
      { token: supplier },
    );
    expect(refused.body.code).toBe('E403');
    expect((await list({ brandName: '联想' })).rows[0].status).toBe(1);
  });

  it('refuses operations staff without brand management, with nothing written', async () => {
    const staff = await loginAs(t.app, 'operator02');
    const brand = (await list({ brandName: '联想' })).rows[0];
    for (const attempt of [
      await call(t.app, queryBrandList, {}, { token: staff, locale: 'en-US' }),
      await call(t.app, createBrand, { brandName: '越权品牌' }, { token: staff, locale: 'en-US' }),
      await call(t.app, changeBrandStatus, { brandId: brand.brandId, event: 'disable' }, { token: staff }),
    ]) {
      expect(attempt.body.code).toBe('E403');
    }
    expect(
      (await call(t.app, createBrand, { brandName: '越权品牌' }, { token: staff, locale: 'en-US' })).body,
    ).toMatchObject({ code: 'E403', respDesc: 'No permission for this operation' });
    expect((await list({ brandName: '越权品牌' })).total).toBe(0);
    expect((await list({ brandName: '联想' })).rows[0].status).toBe(1);
  });
});

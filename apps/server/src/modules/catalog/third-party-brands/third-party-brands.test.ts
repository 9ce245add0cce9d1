import {
  changeThirdPartyBrandStatus,
  commitDownloadTask,
  createThirdPartyBrand,
  getThirdPartyBrand,
  mapThirdPartyBrand,
  queryThirdPartyBrandList,
  thirdPartyBrandColumns,
  updateThirdPartyBrand,
} from '@procuremart/contract';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import {
  expectSheetReadsAsPage,
  exportThroughTask,
  importThroughTask,
  sheetRows,
  xlsxOf,
} from '../../../testing/files';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { brands, suppliers } from '../tables';
import { thirdPartyBrands } from './tables';

let t: TestApp;
let operator: string;
let supplier: string;
let purchaser: string;
let jd: { id: string; code: string };
let other: { id: string; code: string };
let brand: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  [operator, supplier, purchaser] = await Promise.all(
    ['operator01', 'supplier01', 'purchaser01'].map((u) => loginAs(t.app, u)),
  );
  // The lean database has no suppliers: two e-commerce suppliers of this test's own.
  const rows = await t.db
    .insert(suppliers)
    .values(
      ['tpa', 'tpb'].map((code, n) => ({
        kind: 'ecommerce',
        supplierCode: code,
        supplierNo: `TPB000${n}`,
        name: `第三方测试${n}`,
        companyName: `第三方测试公司${n}`,
        creditCode: `91110000TPB00000${n}X`.slice(0, 18),
      })),
    )
    .returning({ id: suppliers.id, code: suppliers.supplierCode, no: suppliers.supplierNo });
  [jd, other] = rows.map((r) => ({ id: String(r.id), code: r.code ?? r.no }));
  const [b] = await t.db
    .select({ id: brands.id, name: brands.brandName })
    .from(brands)
    .where(eq(brands.status, 1))
    .orderBy(asc(brands.id))
    .limit(1);
  brand = { id: String(b.id), name: b.name };
}, 240_000);
afterAll(() => t.close());

const rowCount = async () => (await t.db.select({ n: count() }).from(thirdPartyBrands))[0].n;
const create = (input: Record<string, unknown>, token = operator) =>
  call(t.app, createThirdPartyBrand, input as never, { token });
const list = async (filters: Record<string, unknown> = {}) =>
  dataOf(await call(t.app, queryThirdPartyBrandList, { pageSize: 50, ...filters }, { token: operator }));

describe('third-party brands', () => {
  it('creates, edits, maps and unmaps, and lists by supplier, mapping and keyword', async () => {
    const created = dataOf(
      await create({ supplierId: jd.id, externalCode: 'JD-001', externalName: '得力Deli' }),
    );
    expect(created).toMatchObject({ supplierId: jd.id, brandId: null, status: 1, version: 1 });
    const id = created.thirdPartyBrandId;
    const mapped = dataOf(
      await call(
        t.app,
        mapThirdPartyBrand,
        { thirdPartyBrandId: id, brandId: brand.id },
        { token: operator },
      ),
    );
    expect(mapped).toMatchObject({ brandId: brand.id, brandName: brand.name });
    const edited = dataOf(
      await call(
        t.app,
        updateThirdPartyBrand,
        {
          thirdPartyBrandId: id,
          version: mapped.version,
          externalCode: 'JD-001',
          externalName: '得力 DELI',
          brandId: brand.id,
        },
        { token: operator },
      ),
    );
    expect(edited.externalName).toBe('得力 DELI');
    const stale = await call(
      t.app,
      updateThirdPartyBrand,
      {
        thirdPartyBrandId: id,
        version: mapped.version,
        externalCode: 'JD-001',
        externalName: 'x',
        brandId: null,
      },
      { token: operator },
    );
    expect([stale.body.code, stale.body.respDesc]).toEqual(['E409', '该记录已被他人修改，请刷新后重试']);
    dataOf(await create({ supplierId: other.id, externalCode: 'JD-001', externalName: 'Other' }));
    expect((await list({ supplierId: jd.id })).rows.map((r) => r.externalName)).toEqual(['得力 DELI']);
    expect((await list({ mapped: 'mapped' })).rows.map((r) => r.thirdPartyBrandId)).toEqual([id]);
    expect((await list({ mapped: 'unmapped' })).rows.map((r) => r.externalName)).toEqual(['Other']);
    expect((await list({ keyword: 'deli' })).rows.map((r) => r.thirdPartyBrandId)).toEqual([id]);
    const unmapped = dataOf(
      await call(t.app, mapThirdPartyBrand, { thirdPartyBrandId: id, brandId: null }, { token: operator }),
    );
    expect(unmapped).toMatchObject({ brandId: null, brandName: null });
    const disabled = dataOf(
      await call(
        t.app,
        changeThirdPartyBrandStatus,
        { thirdPartyBrandId: id, event: 'disable', remark: '停用' },
        { token: operator },
      ),
    );
    expect(disabled.status).toBe(0);
    const detail = dataOf(
      await call(t.app, getThirdPartyBrand, { thirdPartyBrandId: id }, { token: operator }),
    );
    expect(detail.history.map((h) => [h.event, h.remark])).toEqual([['disable', '停用']]);
  });

  it('keeps the code unique per supplier and refuses bad input with nothing written', async () => {
    const before = await rowCount();
    const twice = await create({ supplierId: jd.id, externalCode: 'JD-001', externalName: 'again' });
    expect(twice.body).toMatchObject({ code: '8888', data: { field: 'externalCode' } });
    const blank = await create({ supplierId: jd.id, externalCode: ' ', externalName: '' });
    expect(blank.body).toMatchObject({
      code: 'E400',
      data: {
        errors: [
          { field: 'externalCode', message: '此项为必填项' },
          { field: 'externalName', message: '此项为必填项' },
        ],
      },
    });
    const badBrand = await create({
      supplierId: jd.id,
      externalCode: 'JD-X',
      externalName: 'x',
      brandId: '999999999',
    });
    expect(badBrand.body).toMatchObject({ code: '8888', data: { field: 'brandId' } });
    const badSupplier = await create({ supplierId: '999999999', externalCode: 'JD-Y', externalName: 'y' });
    expect(badSupplier.body).toMatchObject({ code: '8888', data: { field: 'supplierId' } });
    expect(await rowCount()).toBe(before);
  });

  it('refuses suppliers and purchasers', async () => {
    const before = await rowCount();
    for (const token of [supplier, purchaser]) {
      expect((await call(t.app, queryThirdPartyBrandList, {}, { token })).body.code).toBe('E403');
      expect(
        (await create({ supplierId: jd.id, externalCode: 'S-1', externalName: 's' }, token)).body.code,
      ).toBe('E403');
    }
    expect(await rowCount()).toBe(before);
  });

  it("imports a supplier's brand list, refusing the file with each bad row's reason", async () => {
    const before = await rowCount();
    const header = ['供应商编码', '品牌编码', '品牌名称', '平台品牌'];
    const bad = await importThroughTask(
      t.app,
      operator,
      'thirdPartyBrand',
      await xlsxOf(header, [
        [jd.code, 'IMP-1', '导入一', brand.name],
        ['nobody', 'IMP-2', '导入二', ''],
        [jd.code, 'IMP-3', '导入三', '没有这个品牌'],
        [jd.code, 'JD-001', '重复', ''],
      ]),
    );
    expect(bad.badRowCount).toBe(3);
    expect(bad.problems.map((p) => p.rowNo)).toEqual([3, 4, 5]);
    expect(await rowCount()).toBe(before);
    const good = await importThroughTask(
      t.app,
      operator,
      'thirdPartyBrand',
      await xlsxOf(header, [
        [jd.code, 'IMP-1', '导入一', brand.name],
        [other.code, 'IMP-2', '导入二', ''],
      ]),
    );
    expect(good).toMatchObject({ status: 'done', badRowCount: 0 });
    expect(await rowCount()).toBe(before + 2);
    const imported = (await list({ keyword: 'IMP-1' })).rows[0];
    expect(imported).toMatchObject({ supplierId: jd.id, brandName: brand.name });
  });

  it('exports the list as the page shows it: every column, labels not codes, a blank platform brand when unmapped', async () => {
    const filters = { sort: { field: 'externalCode', order: 'ASC' } } as const;
    const listed = (await list(filters)).rows;
    expect(listed.some((row) => row.brandName === null)).toBe(true);
    const file = await exportThroughTask(t.app, operator, 'thirdPartyBrand', filters, 'en-US');
    await expectSheetReadsAsPage(file, thirdPartyBrandColumns, listed, 'en-US');
    const rows = await sheetRows(file);
    const statusAt = rows[0]?.indexOf('Status') ?? -1;
    expect(rows.slice(1).map((row) => row[statusAt])).toEqual(
      listed.map((row) => (row.status === 1 ? 'Enabled' : 'Disabled')),
    );
    const refused = await call(
      t.app,
      commitDownloadTask,
      { kind: 'thirdPartyBrand', filters },
      { token: supplier },
    );
    expect(refused.body.code).toBe('E403');
  });
});

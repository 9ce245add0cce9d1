import {
  commitDownloadTask,
  commitImportTask,
  FILE_ROUTES,
  getCommodity,
  getDownloadTask,
  queryCommodityList,
  querySupplierSkuList,
  SkuStatus,
  saveDataPermission,
  saveSpu,
  saveStation,
  saveStationMembers,
  submitListing,
} from '@procuremart/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { getFile, importThroughTask, sheetRows, xlsxOf } from '../../../testing/files';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { upload } from '../../../testing/upload';
import { users } from '../../identity/shared-tables';
import { skuRow, uploadPicture } from '../commodity/commodity-fixture';
import { pricingFixture } from '../pricing/pricing-fixture';
import { skuAttributeValues, skus, spus, suppliers } from '../tables';
import { GOODS_COLUMNS } from './goods-columns';
import { goodsFileFixture } from './goods-file-fixture';

let t: TestApp;
let supplier: string;
let otherSupplier: string;
let operator: string;
let purchaser: string;
let file: Awaited<ReturnType<typeof goodsFileFixture>>;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [supplier, otherSupplier, operator, purchaser] = await Promise.all(
    ['supplier01', 'supplier02', 'operator01', 'purchaser01'].map((u) => loginAs(t.app, u)),
  );
  file = await goodsFileFixture(t.db);
}, 240_000);
afterAll(() => t.close());

const HEADER = GOODS_COLUMNS.map((c) => c.title['zh-CN']);
type Cells = (string | number | null)[];

/** A goods file row: the fixture's product with these cells changed. */
function row(productKey: string, code: string, change: Record<string, string | number | null> = {}): Cells {
  const cells: Record<string, string | number | null> = {
    productKey,
    categoryCode: file.categoryCode,
    brandName: file.brandName,
    spuName: `导入商品${productKey}`,
    attributes: file.attributes,
    description: '批量导入的商品',
    specs: file.specs(0),
    model: 'IM-1',
    unit: '个',
    salePrice: '88.00',
    marketPrice: 99,
    taxRate: '13%',
    stock: 20,
    supplierSkuCode: code,
    ...change,
  };
  return GOODS_COLUMNS.map((c) => cells[c.field]);
}
/** Two rows (two SKUs) of one product. */
const product = (key: string, codePrefix: string, second: Record<string, string | number | null> = {}) => [
  row(key, `${codePrefix}-1`),
  row(key, `${codePrefix}-2`, { specs: file.specs(1), ...second }),
];

const skusByCode = (codes: string[]) =>
  t.db.select().from(skus).where(inArray(skus.supplierSkuCode, codes)).orderBy(asc(skus.supplierSkuCode));

describe('goods import template', () => {
  it('offers suppliers the goods columns and the instructions on a second sheet; others get 403', async () => {
    const response = await getFile(t.app, `${FILE_ROUTES.importTemplate}?kind=goods`, supplier);
    expect(response.statusCode).toBe(200);
    expect(await sheetRows(response.rawPayload)).toEqual([HEADER]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[1]?.name).toBe('填写说明');
    expect(String(workbook.worksheets[1]?.getRow(4).getCell(1).value)).toContain('草稿');
    for (const token of [operator, purchaser])
      expect((await getFile(t.app, `${FILE_ROUTES.importTemplate}?kind=goods`, token)).statusCode).toBe(403);
  });
});

describe('goods import', () => {
  it('saves the good products as drafts and none of a product with a bad row, naming rows and columns', async () => {
    const [taken] = await (await pricingFixture(t, supplier, operator, 'GT')).createDrafts('已有商品');
    const takenCode = (
      await t.db
        .select()
        .from(skus)
        .where(eq(skus.id, Number(taken)))
    )[0].supplierSkuCode;
    const rows: Cells[] = [
      ...product('A', 'GA'), // rows 2, 3: good
      ...product('B', 'GB').map((r) => r.with(1, 'ZZ9999')), // rows 4, 5: unknown category
      ...product('C', 'GC').map((r) => r.with(2, file.unauthorisedBrand)), // rows 6, 7
      ...product('D', 'GD').map((r) => r.with(4, file.attributesMissingOne)), // rows 8, 9
      ...product('E', 'GE', { salePrice: '-5.00' }), // rows 10, 11: row 11 negative price
      ...product('F', 'GF', { supplierSkuCode: takenCode }), // rows 12, 13: row 13 code taken
      ...product('G', 'GG').map((r) => r.with(3, '长'.repeat(300))), // rows 14, 15: name too long
      // rows 16, 17: NUL in row 17 (as a sheet carries it: _x0000_, read back as U+0000)
      ...product('H', 'GH', { model: 'IM_x0000_' }),
    ];
    const task = await importThroughTask(t.app, supplier, 'goods', await xlsxOf(HEADER, rows));
    expect(task).toMatchObject({ status: 'done', rowCount: 16, badRowCount: 14 });
    const reasons = Object.fromEntries(task.problems.map((p) => [p.rowNo, p.reasons.join('；')]));
    expect(Object.keys(reasons).map(Number)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(reasons[4]).toMatch(/^类目编码：.*ZZ9999/);
    expect(reasons[5]).toContain('第 4 行');
    expect(reasons[6]).toMatch(/^品牌：/);
    expect(reasons[8]).toMatch(/^属性：/);
    expect(reasons[11]).toMatch(/^销售价：/);
    expect(reasons[10]).toContain('第 11 行');
    expect(reasons[13]).toMatch(/^商品编码：/);
    expect(reasons[12]).toContain('第 13 行');
    expect(reasons[14]).toMatch(/^商品名称：/);
    expect(reasons[15]).toMatch(/^商品名称：/);
    expect(reasons[17]).toMatch(/^型号：/);

    const saved = await skusByCode(['GA-1', 'GA-2']);
    expect(saved.map((s) => [s.supplierSkuCode, s.status, s.salePrice, s.taxRate, s.unit, s.stock])).toEqual([
      ['GA-1', SkuStatus.draft, '88.00', '13.00', 'PCS', 20],
      ['GA-2', SkuStatus.draft, '88.00', '13.00', 'PCS', 20],
    ]);
    expect(saved[0].spuId).toBe(saved[1].spuId);
    const [spu] = await t.db.select().from(spus).where(eq(spus.id, saved[0].spuId));
    expect([spu.spuName, spu.description, spu.skuCount]).toEqual(['导入商品A', '批量导入的商品', 2]);
    const values = await t.db
      .select()
      .from(skuAttributeValues)
      .where(eq(skuAttributeValues.skuId, saved[0].id));
    expect(values).toHaveLength(file.listing.shared.length + file.listing.specs(0).length);
    const refused = ['B', 'C', 'D', 'E', 'F', 'G', 'H'].flatMap((k) => [`G${k}-1`, `G${k}-2`]);
    expect(await skusByCode(refused)).toEqual([]);
  });

  it('never touches another supplier’s goods: its product key and goods code make new goods of the importer', async () => {
    const [foreign] = await (await pricingFixture(t, otherSupplier, operator, 'GX')).createDrafts('他人商品');
    const [before] = await t.db
      .select()
      .from(skus)
      .where(eq(skus.id, Number(foreign)));
    const task = await importThroughTask(
      t.app,
      supplier,
      'goods',
      await xlsxOf(HEADER, [row(String(before.spuId), before.supplierSkuCode, { salePrice: '1.00' })]),
    );
    expect(task).toMatchObject({ status: 'done', badRowCount: 0 });
    const [after] = await t.db
      .select()
      .from(skus)
      .where(eq(skus.id, Number(foreign)));
    expect(after).toEqual(before);
    const same = await skusByCode([before.supplierSkuCode]);
    expect(same).toHaveLength(2);
    const mine = same.find((s) => s.id !== before.id);
    expect(mine?.spuId).not.toBe(before.spuId);
    expect(mine?.supplierId).not.toBe(before.supplierId);
  });

  it('lists an imported draft only once it has a picture, added by editing it', async () => {
    const task = await importThroughTask(t.app, supplier, 'goods', await xlsxOf(HEADER, [row('P', 'GP-1')]));
    expect(task).toMatchObject({ status: 'done', badRowCount: 0 });
    const [draft] = await skusByCode(['GP-1']);
    const skuIds = [String(draft.id)];
    const refused = await call(t.app, submitListing, { skuIds }, { token: supplier });
    expect([refused.body.code, refused.body.respDesc]).toEqual(['8888', '请上传商品主图']);
    expect((await skusByCode(['GP-1']))[0].status).toBe(SkuStatus.draft);

    const { listing } = file;
    const edit = {
      spuId: String(draft.spuId),
      categoryId: listing.categoryId,
      brandId: listing.brandId,
      spuName: '导入商品P',
      pictureFileIds: [await uploadPicture(t.app, supplier)],
      attributes: listing.shared,
      skus: [{ ...skuRow('GP-1', listing.specs(0)), skuId: String(draft.id) }],
    };
    dataOf(await call(t.app, saveSpu, edit, { token: supplier }));
    dataOf(await call(t.app, submitListing, { skuIds }, { token: supplier }));
    expect((await skusByCode(['GP-1']))[0].status).toBe(SkuStatus.awaitingFirstAudit);
  });

  it('reads the English template and reports in the language the import was asked in', async () => {
    const header = GOODS_COLUMNS.map((c) => c.title['en-US']);
    const bytes = await xlsxOf(header, [row('Q', 'GQ-1', { categoryCode: 'ZZ01' })]);
    const uploaded = (await upload(t.app, supplier, 'spreadsheet', 'goods.xlsx', bytes)).body;
    const { taskId } = dataOf(
      await call(
        t.app,
        commitImportTask,
        { kind: 'goods', fileId: uploaded.data.fileId },
        { token: supplier, locale: 'en-US' },
      ),
    );
    await t.app.jobs.runDue();
    const task = dataOf(await call(t.app, getDownloadTask, { taskId }, { token: supplier }));
    expect(task.problems).toEqual([
      { rowNo: 2, reasons: ['Category code：There is no category with the code ZZ01'] },
    ]);
  });

  it('refuses a purchaser and an operator', async () => {
    for (const token of [purchaser, operator]) {
      const refused = await call(t.app, commitImportTask, { kind: 'goods', fileId: '1' }, { token });
      expect(refused.body.code).toBe('E403');
    }
  });
});

/** Commits an export, works it and answers the file's rows (header first). */
async function exported(
  token: string,
  kind: 'supplierGoods' | 'commodityQuery',
  filters: Record<string, unknown>,
) {
  const { taskId } = dataOf(await call(t.app, commitDownloadTask, { kind, filters }, { token }));
  await t.app.jobs.runDue();
  const done = dataOf(await call(t.app, getDownloadTask, { taskId }, { token }));
  expect(done.status).toBe('done');
  return sheetRows((await getFile(t.app, done.downloadUrl ?? '', token)).rawPayload);
}
const CODE = GOODS_COLUMNS.findIndex((c) => c.field === 'supplierSkuCode');

describe('goods export', () => {
  it('gives the supplier exactly its own rows of the list with the list’s filters, in the import’s columns', async () => {
    await (await pricingFixture(t, otherSupplier, operator, 'EX')).createDrafts('导出测试商品');
    await (await pricingFixture(t, supplier, operator, 'EM')).createDrafts('导出测试商品');
    await (await pricingFixture(t, supplier, operator, 'EN')).createOnShelf('导出测试商品在售');
    const filters = { keyword: '导出测试', statuses: [SkuStatus.draft] };
    const list = dataOf(
      await call(t.app, querySupplierSkuList, { pageNo: 1, pageSize: 50, ...filters }, { token: supplier }),
    );
    expect(list.rows.map((r) => r.supplierSkuCode).sort()).toEqual(['EM-2', 'EM-3']);
    const rows = await exported(supplier, 'supplierGoods', filters);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((r) => r[CODE])).toEqual(list.rows.map((r) => r.supplierSkuCode));
    expect(rows[1][GOODS_COLUMNS.findIndex((c) => c.field === 'attributes')]).toBe(file.attributes);

    // The file goes back in as new goods once its codes are changed.
    const again = rows.slice(1).map((r) => r.with(CODE, `RE-${r[CODE]}`));
    const task = await importThroughTask(t.app, supplier, 'goods', await xlsxOf(HEADER, again));
    expect(task).toMatchObject({ status: 'done', badRowCount: 0 });
    expect((await skusByCode(['RE-EM-2', 'RE-EM-3'])).map((s) => s.status)).toEqual([
      SkuStatus.draft,
      SkuStatus.draft,
    ]);
  });

  it('gives operators the goods query’s rows with its filters, with the supplier', async () => {
    const filters = { keyword: '导出测试商品', sort: { field: 'salePrice', order: 'DESC' } } as const;
    const list = dataOf(
      await call(t.app, queryCommodityList, { pageNo: 1, pageSize: 50, ...filters }, { token: operator }),
    );
    expect(new Set(list.rows.map((r) => r.supplierName)).size).toBe(2);
    const rows = await exported(operator, 'commodityQuery', filters);
    expect(rows.slice(1).map((r) => [r[CODE], r.at(-1)])).toEqual(
      list.rows.map((r) => [r.supplierSkuCode, r.supplierName]),
    );
  });

  it('narrows an operator with a data permission for goods: list, export and detail agree', async () => {
    const filters = { keyword: '导出测试商品', sort: { field: 'salePrice', order: 'DESC' } } as const;
    const query = async () =>
      dataOf(
        await call(t.app, queryCommodityList, { pageNo: 1, pageSize: 50, ...filters }, { token: operator }),
      ).rows;
    const everyone = await query();
    const [zoneSupplier] = await t.db
      .select({ orgId: suppliers.orgId, name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.name, everyone[0]!.supplierName));
    const outside = everyone.find((row) => row.supplierName !== zoneSupplier!.name)!;
    const [me] = await t.db
      .select({ id: users.id, orgId: users.orgId })
      .from(users)
      .where(eq(users.username, 'operator01'));
    const desk = dataOf(
      await call(
        t.app,
        saveStation,
        { orgId: String(me!.orgId), stationCode: 'GOODS-ZONE', stationName: '商品区域岗' },
        { token: operator },
      ),
    );
    dataOf(
      await call(
        t.app,
        saveStationMembers,
        { stationId: desk.stationId, addUserIds: [String(me!.id)] },
        { token: operator },
      ),
    );
    const grant = (authority: 'zone' | null) =>
      call(
        t.app,
        saveDataPermission,
        { stationId: desk.stationId, resource: 'goods', authority, orgIds: [String(zoneSupplier!.orgId)] },
        { token: operator },
      );
    dataOf(await grant('zone'));
    try {
      const zone = await query();
      expect(zone.length).toBeGreaterThan(0);
      expect(zone.length).toBeLessThan(everyone.length);
      expect(new Set(zone.map((row) => row.supplierName))).toEqual(new Set([zoneSupplier!.name]));
      const rows = await exported(operator, 'commodityQuery', filters);
      expect(rows.slice(1).map((r) => [r[CODE], r.at(-1)])).toEqual(
        zone.map((r) => [r.supplierSkuCode, r.supplierName]),
      );
      const hidden = await call(t.app, getCommodity, { spuId: outside.spuId }, { token: operator });
      expect(hidden.body.code).toBe('E404');
    } finally {
      dataOf(await grant(null));
    }
    expect(await query()).toHaveLength(everyone.length);
  });

  it('refuses a purchaser, and the other audience’s kind', async () => {
    const kinds = [
      [purchaser, 'supplierGoods'],
      [purchaser, 'commodityQuery'],
      [supplier, 'commodityQuery'],
      [operator, 'supplierGoods'],
    ] as const;
    for (const [token, kind] of kinds) {
      const refused = await call(t.app, commitDownloadTask, { kind, filters: {} }, { token });
      expect(refused.body.code).toBe('E403');
    }
  });
});

import { commitImportTask, FILE_ROUTES, getDownloadTask, queryBrandList } from '@procuremart/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../platform/audit/tables';
import { clock } from '../../platform/clock';
import { sheetReadGate } from '../../platform/files/sheet-read-gate';
import { call, dataOf, loginAs } from '../../testing/call';
import { getFile, importThroughTask, sheetRows, xlsxOf } from '../../testing/files';
import { headerRow, xlsxOfSheetXml } from '../../testing/hostile-xlsx';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { upload } from '../../testing/upload';
import { brands } from '../catalog/shared-tables';
import { users } from '../identity/shared-tables';

let t: TestApp;
let operator: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  [operator, staff] = await Promise.all(['operator01', 'operator02'].map((name) => loginAs(t.app, name)));
});
afterAll(() => t.close());

const HEADER = ['品牌名称', '英文名称', '描述', '排序'];
const sheet = (rows: (string | number | null)[][], header = HEADER) => xlsxOf(header, rows);
const brandCount = async () => Number((await t.db.select({ n: count() }).from(brands))[0]?.n);

const importSheet = (bytes: Buffer, token = operator) => importThroughTask(t.app, token, 'brand', bytes);

/** The operation-log row the import job left for a task (the commit call leaves its own). */
const importLogOf = async (taskId: string) =>
  (
    await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'cfc_fileImport'), eq(operationLogs.targetId, taskId)))
  ).map((r) => [r.userId !== null, r.targetType, r.result, r.detail]);

describe('brand import', () => {
  it('offers a template with the columns in the caller’s language', async () => {
    const response = await getFile(t.app, `${FILE_ROUTES.importTemplate}?kind=brand`, operator);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('品牌导入模板.xlsx'));
    expect(await sheetRows(response.rawPayload)).toEqual([HEADER]);
    expect((await getFile(t.app, `${FILE_ROUTES.importTemplate}?kind=brand`, staff)).statusCode).toBe(403);
  });

  it('reports every bad row with its reasons and imports nothing from that file', async () => {
    const before = await brandCount();
    const task = await importSheet(
      await sheet([
        ['导入品牌甲', 'Import A', '好的一行', 3],
        [null, 'No name', '', 1],
        ['品'.repeat(31), '', '', 1],
        ['导入品牌甲', 'Again', '', 2],
        ['得力', 'Deli', '', 1],
        ['导入品牌乙', '', '', -5],
        [null, null, null, null],
      ]),
    );
    expect(task).toMatchObject({ status: 'done', direction: 'import', rowCount: 6, badRowCount: 5 });
    expect(task.problems).toEqual([
      { rowNo: 3, reasons: ['品牌名称：此项为必填项'] },
      { rowNo: 4, reasons: ['品牌名称：长度不能超过60个字符（中文算2个）'] },
      { rowNo: 5, reasons: ['品牌名称：与文件中第 2 行重复'] },
      { rowNo: 6, reasons: [expect.stringContaining('品牌名称已存在')] },
      { rowNo: 7, reasons: [expect.stringMatching(/^排序：/)] },
    ]);
    expect(await brandCount()).toBe(before);
    expect(await importLogOf(task.taskId)).toEqual([[true, 'fileTask', 'failure', '0/6']]);

    const result = await sheetRows((await getFile(t.app, task.downloadUrl ?? '', operator)).rawPayload);
    expect(result[0]).toEqual(['行号', ...HEADER, '导入结果']);
    expect(result[1]?.[5]).toBe('未导入（文件中有错误行，整个文件未导入）');
    expect(result[2]?.[5]).toBe('品牌名称：此项为必填项');
  });

  it('imports a file of good rows, all of them', async () => {
    const before = await brandCount();
    const task = await importSheet(
      await sheet([
        ['导入品牌丙', 'Import C', '', 1],
        ['导入品牌丁', 'Import D', '说明', '7'],
      ]),
    );
    expect(task).toMatchObject({ status: 'done', rowCount: 2, badRowCount: 0, problems: [] });
    expect(await brandCount()).toBe(before + 2);
    expect(await importLogOf(task.taskId)).toEqual([[true, 'fileTask', 'success', '2/2']]);
    const found = dataOf(await call(t.app, queryBrandList, { brandName: '导入品牌丁' }, { token: operator }));
    expect(found.rows[0]).toMatchObject({ brandNameEn: 'Import D', description: '说明', sortNo: 7 });
  });

  it('fails a file that is not the template, with the reason', async () => {
    const task = await importSheet(await sheet([['x', 'y']], ['name', 'other']));
    expect(task).toMatchObject({
      status: 'failed',
      error: '导入文件与模板不一致，请下载模板后填写',
      downloadUrl: null,
    });
    expect(await importLogOf(task.taskId)).toEqual([[true, 'fileTask', 'failure', 'import.badTemplate']]);
  });

  it('imports a CSV like an xlsx, and says a CSV must be comma-separated when its header is not the template', async () => {
    const before = await brandCount();
    const csv =
      'Brand name,English name,Description,Sort no.\r\n导入品牌戊,Import E,"Pens, ""fine"" ones",4\r\n';
    const task = await importThroughTask(t.app, operator, 'brand', Buffer.from(`\uFEFF${csv}`), 'brands.csv');
    expect(task).toMatchObject({ status: 'done', rowCount: 1, badRowCount: 0, problems: [] });
    expect(await brandCount()).toBe(before + 1);
    const found = dataOf(await call(t.app, queryBrandList, { brandName: '导入品牌戊' }, { token: operator }));
    expect(found.rows[0]).toMatchObject({
      brandNameEn: 'Import E',
      description: 'Pens, "fine" ones',
      sortNo: 4,
    });

    const semicolons = Buffer.from('品牌名称;英文名称;描述;排序\n导入品牌己;;;1\n');
    expect(await importThroughTask(t.app, operator, 'brand', semicolons, 'brands.csv')).toMatchObject({
      status: 'failed',
      error:
        '导入文件与模板不一致，请下载模板后填写；CSV 文件须以英文逗号分隔（不读取分号或 Tab 分隔的文件）',
    });
    expect(await brandCount()).toBe(before + 1);
  });

  it('refuses a file that unpacks too large, with the reason', async () => {
    const bomb = xlsxOfSheetXml(headerRow(HEADER) + '<row><c><v>1</v></c></row>'.repeat(1_000_000));
    expect(await importSheet(bomb)).toMatchObject({
      status: 'failed',
      error: '文件解压后过大（最多 100 MB），无法读取，请拆分成多个文件后再上传',
    });
  });

  it('tries again later while another file of the importer is being read', async () => {
    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'operator01'));
    const release = sheetReadGate.enter(me.id);
    let task: Awaited<ReturnType<typeof importSheet>>;
    try {
      task = await importSheet(await sheet([['稍后品牌', 'Later', null, 1]]));
    } finally {
      if (typeof release === 'function') release();
    }
    expect(task.status).not.toBe('failed');
    const later = Date.now() + 60_000;
    clock.now = () => new Date(later);
    try {
      await t.app.jobs.runDue();
    } finally {
      clock.now = () => new Date();
    }
    expect(
      dataOf(await call(t.app, getDownloadTask, { taskId: task.taskId }, { token: operator })),
    ).toMatchObject({
      status: 'done',
      rowCount: 1,
      badRowCount: 0,
    });
  });

  it("refuses another user's upload and users without brand management, queuing nothing", async () => {
    const theirs = (await upload(t.app, staff, 'spreadsheet', 'b.xlsx', await sheet([]))).body.data;
    expect(
      (await call(t.app, commitImportTask, { kind: 'brand', fileId: theirs.fileId }, { token: operator }))
        .body,
    ).toMatchObject({ code: '8888', data: { field: 'fileId' } });
    expect(
      (await call(t.app, commitImportTask, { kind: 'brand', fileId: theirs.fileId }, { token: staff })).body
        .code,
    ).toBe('E403');
    expect(await t.app.jobs.runDue()).toBe(0);
  });
});

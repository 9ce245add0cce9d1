import {
  commitDownloadTask,
  getDownloadTask,
  MAX_EXPORT_ROWS,
  queryBrandList,
  queryDownloadTaskList,
  queryJobList,
  retryJob,
  updateParam,
} from '@procuremart/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH_ROWS } from '../../platform/files/export-writer';
import { enqueueJob } from '../../platform/jobs';
import { jobs } from '../../platform/jobs/tables';
import { StorageNotFound } from '../../platform/storage';
import { call, dataOf, loginAs } from '../../testing/call';
import { downloadUrl, getFile, sheetRows } from '../../testing/files';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { brands } from '../catalog/shared-tables';
import { fileCleanUpJob } from './clean-up-job';
import { fileTasks } from './tables';

let t: TestApp;
let operator: string;
let staff: string;
let purchaser: string;
beforeAll(async () => {
  t = await createTestApp();
  [operator, staff, purchaser] = await Promise.all(
    ['operator01', 'operator02', 'purchaser01'].map((name) => loginAs(t.app, name)),
  );
});
afterAll(() => t.close());

const taskCount = async () => Number((await t.db.select({ n: count() }).from(fileTasks))[0]?.n);
const commit = (filters: Record<string, unknown>, token = operator) =>
  call(t.app, commitDownloadTask, { kind: 'brand', filters }, { token });
const task = async (taskId: string, token = operator) =>
  dataOf(await call(t.app, getDownloadTask, { taskId }, { token }));

describe('brand export', () => {
  it("writes the list's rows with its filters and sort into an xlsx the owner downloads under a dated name", async () => {
    const filters = { status: 1, sort: { field: 'brandName', order: 'DESC' } } as const;
    const { taskId } = dataOf(await commit(filters));
    expect(await task(taskId)).toMatchObject({ status: 'queued', direction: 'export', downloadUrl: null });

    expect(await t.app.jobs.runDue()).toBe(1);
    const done = await task(taskId);
    const listed = dataOf(
      await call(t.app, queryBrandList, { ...filters, pageSize: 200 }, { token: operator }),
    );
    expect(done).toMatchObject({
      status: 'done',
      rowCount: listed.total,
      progress: listed.total,
      error: null,
    });
    expect(done.fileName).toMatch(/^品牌列表_\d{8}_\d{6}\.xlsx$/);
    expect(done.fileSize).toBeGreaterThan(0);

    const response = await getFile(t.app, done.downloadUrl ?? '', operator);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(done.fileName ?? '')}`,
    );
    const rows = await sheetRows(response.rawPayload);
    // The page's columns, hidden ones included, each labelled as the page labels it.
    expect(rows[0]).toEqual([
      '品牌名称',
      '英文名称',
      '排序号',
      '状态',
      '品牌描述',
      '创建时间',
      '更新时间',
      '更新人',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.rows.map((brand) => brand.brandName));
    expect(rows.slice(1).every((row) => row[3] === '已启用')).toBe(true);
  });

  it('writes headers in the language the export was asked in', async () => {
    const { taskId } = dataOf(
      await call(
        t.app,
        commitDownloadTask,
        { kind: 'brand', filters: { brandName: 'bosch' } },
        { token: operator, locale: 'en-US' },
      ),
    );
    await t.app.jobs.runDue();
    const done = await task(taskId);
    expect(done.fileName).toMatch(/^Brands_/);
    const rows = await sheetRows((await getFile(t.app, done.downloadUrl ?? '', operator)).rawPayload);
    expect(rows).toEqual([
      [
        'Brand name',
        'English name',
        'Sort no.',
        'Status',
        'Description',
        'Created at',
        'Updated at',
        'Updated by',
      ],
      [
        expect.any(String),
        'Bosch',
        expect.any(String),
        'Enabled',
        expect.any(String),
        expect.any(String),
        expect.any(String),
        expect.any(String),
      ],
    ]);
  });

  it("lists only the caller's own tasks, and nobody else downloads them", async () => {
    const { taskId } = dataOf(await commit({}));
    await t.app.jobs.runDue();
    const mine = dataOf(await call(t.app, queryDownloadTaskList, {}, { token: operator }));
    expect(mine.rows.map((row) => row.taskId)).toContain(taskId);
    const theirs = dataOf(await call(t.app, queryDownloadTaskList, {}, { token: purchaser }));
    expect(theirs.total).toBe(0);

    expect((await call(t.app, getDownloadTask, { taskId }, { token: purchaser })).body.code).toBe('E404');
    const stolen = await getFile(t.app, downloadUrl(taskId), purchaser);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.headers['content-type']).toContain('application/json');
    expect((await getFile(t.app, downloadUrl(taskId), null)).statusCode).toBe(401);
    expect((await getFile(t.app, `${downloadUrl('abc')}`, operator)).statusCode).toBe(404);
  });

  it("refuses an export without the list's permission or with filters the list does not take, writing nothing", async () => {
    const before = await taskCount();
    expect((await commit({}, staff)).body.code).toBe('E403'); // operations staff: no brand management
    expect((await commit({}, purchaser)).body.code).toBe('E403');
    expect((await commit({ status: 7 })).body).toMatchObject({ code: '8888', data: { field: 'filters' } });
    expect((await commit({ ownerOrgId: '1' })).body).toMatchObject({
      code: '8888',
      data: { field: 'filters' },
    });
    expect(
      (await call(t.app, commitDownloadTask, { kind: 'orders', filters: {} } as never, { token: operator }))
        .body.code,
    ).toBe('E400');
    expect(await taskCount()).toBe(before);
  });

  it('expires the download link after the keeping days', async () => {
    const { taskId } = dataOf(await commit({ brandName: '博世' }));
    await t.app.jobs.runDue();
    expect((await getFile(t.app, downloadUrl(taskId), operator)).statusCode).toBe(200);
    const [row] = await t.db
      .update(fileTasks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(fileTasks.id, Number(taskId)))
      .returning();
    const expired = await getFile(t.app, downloadUrl(taskId), operator);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().respDesc).toBe('下载链接已过期，请重新导出');
    expect((await task(taskId)).downloadUrl).toBeNull();

    // The daily clean-up takes expired files out of storage.
    await enqueueJob(t.db, fileCleanUpJob, {});
    await t.app.jobs.runDue();
    await expect(t.app.storage.read(row?.fileKey ?? '')).rejects.toBeInstanceOf(StorageNotFound);
    expect(
      (
        await t.db
          .select()
          .from(fileTasks)
          .where(eq(fileTasks.id, Number(taskId)))
      )[0]?.fileKey,
    ).toBeNull();
  });
});

describe('export limit parameter', () => {
  it('refuses an export above the limit an operator set, and allows it again at the default', async () => {
    const brandsNow = Number((await t.db.select({ n: count() }).from(brands))[0]?.n);
    const setLimit = (value: string | null) =>
      call(t.app, updateParam, { key: 'common.maxExportRows', value }, { token: operator });
    dataOf(await setLimit(String(brandsNow - 1)));
    const before = await taskCount();
    const refused = await commit({});
    expect(refused.body).toMatchObject({ code: '8888' });
    expect(refused.body.respDesc).toContain(String(brandsNow - 1));
    expect(await taskCount()).toBe(before);
    dataOf(await setLimit(null));
    dataOf(await commit({}));
    expect(await taskCount()).toBe(before + 1);
  });
});

describe('exports longer than a read', () => {
  it("streams a list one row longer than a read into one sheet, every row once in the list's order", async () => {
    const existing = Number((await t.db.select({ n: count() }).from(brands))[0]?.n);
    const total = EXPORT_BATCH_ROWS + 1;
    await t.db.execute(sql`insert into brands (brand_name, sort_no, status, created_at, updated_at)
      select 'bulk brand ' || lpad(g::text, 5, '0'), g, 1, now(), now() from generate_series(1, ${total - existing}) g`);
    const filters = { sort: { field: 'brandName', order: 'ASC' } } as const;
    const { taskId } = dataOf(await commit(filters));
    await t.app.jobs.runDue();
    const done = await task(taskId);
    expect(done).toMatchObject({ status: 'done', rowCount: total, progress: total });
    const file = await getFile(t.app, done.downloadUrl ?? '', operator);
    const names = (await sheetRows(file.rawPayload)).slice(1).map((row) => String(row[0]));
    expect(names).toHaveLength(total);
    expect(new Set(names).size).toBe(total);
    // The last two pages of 200 (rows 4,801 to 5,001 at today's read of 5,000) hold the end of the first read
    // and the whole second one: the sheet has them in the list's order.
    const page = async (pageNo: number) =>
      dataOf(
        await call(t.app, queryBrandList, { ...filters, pageNo, pageSize: 200 }, { token: operator }),
      ).rows.map((brand) => brand.brandName);
    const last = Math.ceil(total / 200);
    expect(names.slice((last - 2) * 200)).toEqual([...(await page(last - 1)), ...(await page(last))]);
  });
});

describe('jobs page', () => {
  it('shows operators every job with its attempts and last error, and retries a dead one', async () => {
    const [dead] = await t.db
      .insert(jobs)
      .values({
        kind: 'file.export',
        payload: { taskId: 999999 },
        status: 'dead',
        attempts: 3,
        maxAttempts: 3,
        runAt: new Date(),
        lastError: 'disk full',
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    const page = dataOf(await call(t.app, queryJobList, { status: 'dead' }, { token: operator }));
    expect(page.rows).toEqual([
      expect.objectContaining({ jobId: String(dead?.id), attempts: 3, lastError: 'disk full' }),
    ]);
    expect((await call(t.app, queryJobList, {}, { token: staff })).body.code).toBe('E403');

    const retried = dataOf(await call(t.app, retryJob, { jobId: String(dead?.id) }, { token: operator }));
    expect(retried).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await call(t.app, retryJob, { jobId: String(dead?.id) }, { token: operator })).body.code).toBe(
      'E404',
    );
    // Its task is gone: given up at once, dead again with the reason.
    await t.app.jobs.runDue();
    expect(
      (
        await t.db
          .select()
          .from(jobs)
          .where(eq(jobs.id, dead?.id ?? 0))
      )[0],
    ).toMatchObject({ status: 'dead', attempts: 1 });
  });
});

// Last in the file: nothing runs the due jobs after it, so the accepted export of MAX_EXPORT_ROWS rows is queued
// and never written here (bench/export.ts writes it and measures time and memory; the test above streams
// across reads).
describe('exports of 50,000 rows', () => {
  it('accepts exactly MAX_EXPORT_ROWS rows, and refuses one row more before queuing anything', async () => {
    const existing = Number((await t.db.select({ n: count() }).from(brands))[0]?.n);
    await t.db.execute(sql`insert into brands (brand_name, sort_no, status, created_at, updated_at)
      select 'more brand ' || g, g, 1, now(), now() from generate_series(1, ${MAX_EXPORT_ROWS - existing}) g`);
    const { taskId } = dataOf(await commit({}));
    expect(await task(taskId)).toMatchObject({ status: 'queued' });

    await t.db.execute(
      sql`insert into brands (brand_name, sort_no, status, created_at, updated_at) values ('one too many', 0, 1, now(), now())`,
    );
    const before = await taskCount();
    const refused = await commit({});
    expect(refused.body).toMatchObject({ code: '8888' });
    expect(refused.body.respDesc).toContain('50000');
    expect(await taskCount()).toBe(before);
  });
});

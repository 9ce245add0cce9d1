// Export benchmark: a brand export of MAX_EXPORT_ROWS (50,000) rows, run by the job runner exactly as the server
// runs it (same list query, exceljs streaming writer, file storage), in this process. Prints the wall time,
// throughput, the file's size and the process's peak memory (RSS and heap, sampled every 20 ms) above the
// baseline before the export. PGlite by default; DATABASE_URL: a scratch database on that PostgreSQL server.
// Usage: npm run bench:export [-- --rows 50000]
import { commitDownloadTask, getDownloadTask, MAX_EXPORT_ROWS } from '@procuremart/contract';
import { count, sql } from 'drizzle-orm';
import { brands } from '../apps/server/src/modules/catalog/shared-tables';
import { call, dataOf, loginAs } from '../apps/server/src/testing/call';
import { createTestApp } from '../apps/server/src/testing/test-app';

const argRows = process.argv.indexOf('--rows');
const rows = argRows > 0 ? Number(process.argv[argRows + 1]) : MAX_EXPORT_ROWS;
if (!Number.isInteger(rows) || rows < 1 || rows > MAX_EXPORT_ROWS)
  throw new Error(`--rows must be 1..${MAX_EXPORT_ROWS}`);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const t = await createTestApp();
  try {
    const existing = Number((await t.db.select({ n: count() }).from(brands))[0]?.n);
    await t.db.execute(sql`insert into brands (brand_name, brand_name_en, description, sort_no, status, created_at, updated_at)
      select '基准品牌 ' || g, 'Bench brand ' || g, '用于导出基准的品牌说明文字 ' || g, g % 1000, 1, now(), now()
      from generate_series(1, ${Math.max(0, rows - existing)}) g`);
    const operator = await loginAs(t.app, 'operator01');
    const { taskId } = dataOf(
      await call(t.app, commitDownloadTask, { kind: 'brand', filters: {} }, { token: operator }),
    );

    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);
    const started = performance.now();
    await t.app.jobs.runDue();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const task = dataOf(await call(t.app, getDownloadTask, { taskId }, { token: operator }));
    if (task.status !== 'done') throw new Error(`export ended ${task.status}: ${task.error}`);
    const database = t.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    console.log(`brand export, ${database}`);
    console.log(`rows            ${task.rowCount}`);
    console.log(
      `time            ${seconds.toFixed(2)} s (${Math.round((task.rowCount ?? 0) / seconds)} rows/s)`,
    );
    console.log(`file            ${mb(task.fileSize ?? 0)}`);
    console.log(
      `peak RSS        ${mb(peakRss)} (+${mb(peakRss - baseline.rss)} over the ${mb(baseline.rss)} before)`,
    );
    console.log(
      `peak heap used  ${mb(peakHeap)} (+${mb(peakHeap - baseline.heapUsed)} over the ${mb(baseline.heapUsed)} before)`,
    );
  } finally {
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

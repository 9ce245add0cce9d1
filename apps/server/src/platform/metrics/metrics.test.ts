import { commitDownloadTask, getUserInfo, JobKind, login } from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { call, DEMO_PASSWORD, dataOf, loginAs } from '../../testing/call';
import { exportThroughTask, sheetRows } from '../../testing/files';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sumOfProcesses } from './cluster-metrics';
import { createProcessMetrics } from './process-metrics';

const TOKEN = 'scrape-secret-0123456789';

/**
 * The samples of a Prometheus text page: `name{labels}` → value; every line must be a comment or a sample
 * (values as Prometheus reads them: Go's ParseFloat, NaN and Inf in any case).
 */
function parseScrape(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (-?[0-9.e+-]+|nan|[+-]inf)$/i.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    samples.set(match[1], Number(match[2]));
  }
  return samples;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
});
afterAll(() => t.close());

const scrape = async (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('counts calls by contract call name and envelope code, with their durations, in the Prometheus text format', async () => {
    const token = await loginAs(t.app, 'purchaser01');
    for (let i = 0; i < 3; i++) dataOf(await call(t.app, getUserInfo, {}, { token }));
    const refused = await call(t.app, login, { username: 'purchaser01', password: `${DEMO_PASSWORD}x` });
    expect(refused.body).toMatchObject({ code: '8888', respDesc: '用户名或密码错误' });
    const expired = await call(t.app, getUserInfo, {}, { token: 'no-such-session' });
    expect(expired.body.code).toBe('AE401');

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    const samples = parseScrape(response.body);
    expect(samples.get('procuremart_calls_total{call="umc_getUserInfo",code="0"}')).toBe(3);
    expect(samples.get('procuremart_calls_total{call="umc_getUserInfo",code="AE401"}')).toBe(1);
    expect(samples.get('procuremart_calls_total{call="umc_login",code="0"}')).toBe(1);
    expect(samples.get('procuremart_calls_total{call="umc_login",code="8888"}')).toBe(1);
    expect(samples.get('procuremart_call_duration_seconds_count{call="umc_getUserInfo",code="0"}')).toBe(3);
    expect(
      samples.get('procuremart_call_duration_seconds_bucket{le="+Inf",call="umc_getUserInfo",code="0"}'),
    ).toBe(3);
    expect(samples.get('procuremart_server_processes')).toBe(1);
    // Node's own: memory and event-loop lag.
    expect(samples.get('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
    if (t.database.kind === 'postgres')
      expect(samples.get('procuremart_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });

  it('reports the job queue and the rows and bytes of finished exports from the database', async () => {
    const operator = await loginAs(t.app, 'operator01');
    const read = async () => parseScrape((await scrape(`Bearer ${TOKEN}`)).body);
    const queued = `procuremart_jobs{kind="${JobKind.fileExport}",state="queued"}`;
    expect((await read()).get(queued)).toBe(0);
    expect((await read()).get('procuremart_file_task_rows{direction="export"}')).toBe(0);
    dataOf(
      await call(t.app, commitDownloadTask, { kind: 'thirdPartyBrand', filters: {} }, { token: operator }),
    );
    expect((await read()).get(queued)).toBe(1);
    const file = await exportThroughTask(t.app, operator, 'thirdPartyBrand', {});
    const after = await read();
    expect(after.get(queued)).toBe(0);
    expect(after.get('procuremart_file_task_bytes{direction="export"}')).toBeGreaterThan(file.length);
    // Two exports of the same list: twice its rows.
    expect(after.get('procuremart_file_task_rows{direction="export"}')).toBe(
      2 * ((await sheetRows(file)).length - 1),
    );
  });

  it('refuses a scrape without the token, or with a wrong one (401), and does not exist without METRICS_TOKEN (404)', async () => {
    for (const authorization of [undefined, 'Bearer wrong', TOKEN]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('procuremart_calls_total');
    }
    const unmetered = await buildApp(t.database, { ...t.config, metricsToken: null });
    try {
      const response = await unmetered.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await unmetered.close();
    }
  });
});

describe('metrics across worker processes', () => {
  it('a scrape answers for all processes: counters and histograms summed, one process counted per worker', async () => {
    const [first, second] = [createProcessMetrics(t.database), createProcessMetrics(t.database)];
    first.observeCall('umc_getUserInfo', '0', 0.002);
    first.observeCall('umc_getUserInfo', '0', 0.3);
    second.observeCall('umc_getUserInfo', '0', 0.004);
    second.observeCall('umc_login', 'E429', 0.001);
    const samples = parseScrape(
      await sumOfProcesses([
        await first.registry.getMetricsAsJSON(),
        await second.registry.getMetricsAsJSON(),
      ]),
    );
    expect(samples.get('procuremart_server_processes')).toBe(2);
    expect(samples.get('procuremart_calls_total{call="umc_getUserInfo",code="0"}')).toBe(3);
    expect(samples.get('procuremart_calls_total{call="umc_login",code="E429"}')).toBe(1);
    expect(
      samples.get('procuremart_call_duration_seconds_bucket{le="0.005",call="umc_getUserInfo",code="0"}'),
    ).toBe(2);
    expect(samples.get('procuremart_call_duration_seconds_count{call="umc_getUserInfo",code="0"}')).toBe(3);
  });
});

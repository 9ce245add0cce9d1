// Two built server processes on one PostgreSQL behave as one: A runs two workers (WORKERS=2, node:cluster),
// B one (WORKERS=1), on different ports, sharing the database and the file folder. Runs with DATABASE_URL
// (npm run test:pg, after a build: CI builds in the browser specs' step before it); skipped on PGlite.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addShoppingCart,
  type CallDef,
  type CallInput,
  type CallOutput,
  commitDownloadTask,
  computeSign,
  type Envelope,
  getCategoryTree,
  getDownloadTask,
  getSettlement,
  getUserInfo,
  login,
  logout,
  queryCart,
  SIGN_HEADERS,
  submitOrder,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { type CartFixtures, insertCartFixtures } from './modules/cart/test-support';
import { parentOrders } from './modules/orders/shared-tables';
import { submitInputFrom } from './modules/orders/test-support';
import { DEMO_PASSWORD } from './testing/call';
import { createTestDatabase } from './testing/test-app';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/dist/main.js');
const METRICS_TOKEN = 'two-processes-metrics-token';
const READY_WITHIN_MS = 40_000;

interface Server {
  base: string;
  child: ChildProcess;
  output: () => string;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One HTTP request on a connection of its own, so a cluster may hand each to another worker. */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer from ${url} within 15 s`)));
    req.end(init.body);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let lastSignTime = 0;
/** A call as the web makes it (signed, auth-token header) to one server. */
async function callOn<C extends CallDef>(
  server: Server,
  def: C,
  input: CallInput<C>,
  token = '',
): Promise<Envelope<CallOutput<C>>> {
  const body = JSON.stringify(input);
  lastSignTime = Math.max(Date.now(), lastSignTime + 1);
  const signTime = String(lastSignTime);
  const pn = 'twoProcesses';
  const answer = await send(server.base + def.path, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      [SIGN_HEADERS.token]: token,
      [SIGN_HEADERS.routeName]: pn,
      [SIGN_HEADERS.signTime]: signTime,
      [SIGN_HEADERS.sign]: computeSign({ body, pn, signTime, token }),
    },
  });
  return JSON.parse(answer.body.toString()) as Envelope<CallOutput<C>>;
}

function dataOf<T>(envelope: Envelope<T>): T {
  if (envelope.code !== '0') throw new Error(`expected success, got ${JSON.stringify(envelope)}`);
  return envelope.data as T;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
  });
  const kept: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk.toString()));
  return { base: `http://127.0.0.1:${port}`, child, output: () => kept.join('').slice(-4000) };
}

/** Resolves once GET /api/ready answers 200 (database, migrations, job runner). */
async function untilReady(server: Server): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const answer = await send(`${server.base}/api/ready`).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready within ${READY_WITHIN_MS} ms:\n${server.output()}`);
}

/** SIGTERM, and the exit code: 0 when every process stopped cleanly. */
async function stopServer(server: Server): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  const exited = new Promise<number | null>((r) => server.child.once('exit', (code) => r(code)));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/** Polls a condition (a job another process runs) until it holds or the deadline passes. */
async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (holds(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let f: CartFixtures;
  let filesDir: string;
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: npm run build first`);
    ({ database, dispose } = await createTestDatabase());
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    f = await insertCartFixtures(database.db);
    filesDir = mkdtempSync(join(tmpdir(), 'pm-two-processes-'));
    const shared = {
      DATABASE_URL: database.url,
      // One machine: a shared folder stands in for the S3 bucket several machines would share.
      DATA_DIR: filesDir,
      SEED: 'none',
      PAYMENT_GATEWAY: 'simulated',
      JOBS_POLL_MS: '200',
      RATE_LIMIT_PER_USERNAME: '3',
    };
    [a, b] = await Promise.all([
      startServer({ ...shared, WORKERS: '2', METRICS_TOKEN }),
      startServer({ ...shared, WORKERS: '1' }),
    ]);
    await Promise.all([untilReady(a), untilReady(b)]);
  }, 90_000);

  afterAll(async () => {
    const codes = await Promise.all([a, b].filter(Boolean).map(stopServer));
    await dispose?.();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
    // Both stopped cleanly on SIGTERM: A's primary forwarded it to its workers and exited after them.
    expect(codes).toEqual([0, 0]);
  }, 60_000);

  let purchaser: string;
  let userInfoOnA = 0;

  it('a session opened on A is used on B; a logout on one worker of A ends it on every worker of A at once', async () => {
    purchaser = dataOf(await callOn(a, login, { username: 'purchaser01', password: DEMO_PASSWORD })).token;
    expect(dataOf(await callOn(b, getUserInfo, {}, purchaser)).username).toBe('purchaser01');

    const second = dataOf(await callOn(b, login, { username: 'purchaser01', password: DEMO_PASSWORD })).token;
    for (let i = 0; i < 4; i++) {
      expect((await callOn(a, getUserInfo, {}, second)).code).toBe('0');
      userInfoOnA++;
    }
    dataOf(await callOn(a, logout, {}, second));
    for (let i = 0; i < 4; i++) expect((await callOn(a, getUserInfo, {}, second)).code).toBe('AE401');
  });

  it('a cart filled on A reads the same on B', async () => {
    dataOf(
      await callOn(
        a,
        addShoppingCart,
        { skuId: f.glove.skuId, supplierShopId: f.glove.supplierShopId, num: 3 },
        purchaser,
      ),
    );
    const cart = dataOf(await callOn(b, queryCart, {}, purchaser));
    const lines = cart.shops.flatMap((shop) => shop.lines);
    expect(lines.find((line) => line.skuId === f.glove.skuId)?.num).toBe(3);
  });

  it('one order submission sent to A and B at once with the same request id makes one order', async () => {
    const buyNow = {
      source: 'buyNow' as const,
      items: [{ skuId: f.pen.skuId, supplierShopId: f.pen.supplierShopId, num: 1 }],
    };
    const settlement = dataOf(await callOn(a, getSettlement, buyNow, purchaser));
    const submission = submitInputFrom(buyNow, settlement);
    const [onA, onB] = await Promise.all([
      callOn(a, submitOrder, submission, purchaser),
      callOn(b, submitOrder, submission, purchaser),
    ]);
    expect(dataOf(onA).parentOrderId).toBe(dataOf(onB).parentOrderId);
    const made = await database.db
      .select({ id: parentOrders.id })
      .from(parentOrders)
      .where(eq(parentOrders.requestId, submission.requestId));
    expect(made).toHaveLength(1);
  });

  it('login attempts split over A and B are limited as on one server', async () => {
    const attempt = (server: Server) =>
      callOn(server, login, { username: 'no-such-buyer', password: 'wrong-1' });
    const codes = [];
    for (const server of [a, b, a, b]) codes.push((await attempt(server)).code);
    expect(codes.slice(0, 3)).not.toContain('E429');
    expect(codes[3]).toBe('E429');
  });

  it('an export committed on A is finished by whichever job runner and downloaded through B', async () => {
    const operator = dataOf(
      await callOn(a, login, { username: 'operator01', password: DEMO_PASSWORD }),
    ).token;
    const { taskId } = dataOf(
      await callOn(a, commitDownloadTask, { kind: 'thirdPartyBrand', filters: {} }, operator),
    );
    const task = await eventually(
      async () => dataOf(await callOn(b, getDownloadTask, { taskId }, operator)),
      (t) => t.status === 'done' || t.status === 'failed',
    );
    expect(task.status).toBe('done');
    const file = await send(b.base + (task.downloadUrl ?? ''), {
      headers: { cookie: `${SIGN_HEADERS.token}=${operator}` },
    });
    expect(file.status).toBe(200);
    expect(file.body.subarray(0, 2).toString()).toBe('PK');
    expect(file.body.length).toBe(task.fileSize);
  });

  it("A's metrics answer for both its workers", async () => {
    const scrape = await send(`${a.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scrape.status).toBe(200);
    const text = scrape.body.toString();
    expect(text).toMatch(/^procuremart_server_processes 2$/m);
    expect(text).toContain(`procuremart_calls_total{call="umc_getUserInfo",code="0"} ${userInfoOnA}\n`);
    expect(text).toMatch(/^procuremart_db_pool_connections\{state="total"\} \d+$/m);
    expect((await send(`${b.base}/metrics`)).status).toBe(404);
  });

  it('a worker of A that dies is replaced', async () => {
    const workersOfA = () =>
      readFileSync(`/proc/${a.child.pid}/task/${a.child.pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .map(Number);
    const before = workersOfA();
    expect(before).toHaveLength(2);
    process.kill(before[0], 'SIGKILL');
    const after = await eventually(
      async () => workersOfA(),
      (pids) => pids.length === 2 && !pids.includes(before[0]),
    );
    expect(after).toContain(before[1]);
    expect(after).toHaveLength(2);
    await untilReady(a);
    expect(dataOf(await callOn(a, getUserInfo, {}, purchaser)).username).toBe('purchaser01');
  });

  it('SIGTERM stops every process of A, after answering the request in flight', async () => {
    const body = '{}';
    const signTime = String(Date.now());
    const req = request(`${a.base}${getCategoryTree.path}`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        // The server says "continue" once it holds the request: then the signal comes, then the body.
        expect: '100-continue',
        [SIGN_HEADERS.token]: '',
        [SIGN_HEADERS.routeName]: 'shopping',
        [SIGN_HEADERS.signTime]: signTime,
        [SIGN_HEADERS.sign]: computeSign({ body, pn: 'shopping', signTime, token: '' }),
      },
    });
    const taken = new Promise<void>((resolve, reject) => {
      req.once('continue', () => resolve());
      req.once('error', reject);
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.once('response', (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString() }));
      });
      req.once('error', reject);
    });
    req.flushHeaders();
    await taken;
    const exited = stopServer(a);
    req.end(body);
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ code: '0' });
    expect(await exited).toBe(0);
  });
});

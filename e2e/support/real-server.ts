import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from './paths';

const HEALTH_TIMEOUT_MS = 90_000;
const KEPT_OUTPUT_CHUNKS = 200;
/** What `npm start` runs: the bundle of `npm run build -w @procuremart/server`, plain node, no tsx. */
const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/dist/main.js');

export interface RealServerOptions {
  /**
   * 'fresh-pglite': always a new PGlite database in a temporary DATA_DIR (DATABASE_URL is ignored);
   * 'from-env': the PostgreSQL of DATABASE_URL when it is set, else the PGlite database in DATA_DIR when that
   * is set (kept afterwards, e.g. one filled by bench:seed), else a new PGlite database.
   */
  database: 'fresh-pglite' | 'from-env';
  /** A PGlite DATA_DIR prepared beforehand (prefilled-server.ts), used instead of either; kept afterwards. */
  dataDir?: string;
  /** Also writes the server's output to this file. */
  logFile?: string;
  /** LOG_LEVEL unless the environment sets one. */
  logLevel?: string;
}

export interface RunningServer {
  baseUrl: string;
  /** What GET /api/health reported: 'pglite' or 'postgres'. */
  database: string;
  /** The server's process id, also its process group's (it runs in a group of its own). */
  pid: number;
  /** Stops the whole process group and removes a temporary DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * Starts the built server (apps/server/dist/main.js: `npm run build` first) in its own process group on a free port of 127.0.0.1 with the demo seed,
 * and resolves once GET /api/health answers.
 */
export async function startRealServer(options: RealServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED: 'demo',
    // The specs pay online through the simulated gateway (14-online-payment): chosen explicitly, as a
    // deployment must choose its own.
    PAYMENT_GATEWAY: 'simulated',
  };
  env.LOG_LEVEL ??= options.logLevel ?? 'warn';
  if (options.database === 'fresh-pglite' || options.dataDir) {
    delete env.DATABASE_URL;
    delete env.DATA_DIR;
  }
  if (options.dataDir) env.DATA_DIR = options.dataDir;
  const dataDir = env.DATABASE_URL || env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'pm-server-'));
  if (dataDir) env.DATA_DIR = dataDir;

  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: npm run build first`);
  // SERVER_NODE_ARGS: node options for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (bench/README).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const output = captureOutput(child, options.logFile);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcessGroup(child);
    output.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const database = await waitForHealth(baseUrl, child, output.tail);
    return { baseUrl, database, pid: child.pid as number, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** Keeps the last output in memory for error messages and, when asked, all of it in a file. */
function captureOutput(child: ChildProcess, logFile?: string) {
  const kept: string[] = [];
  let file: ReturnType<typeof createWriteStream> | null = null;
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    file = createWriteStream(logFile);
  }
  const keep = (chunk: Buffer) => {
    kept.push(chunk.toString());
    if (kept.length > KEPT_OUTPUT_CHUNKS) kept.shift();
    file?.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { tail: () => kept.join('').split('\n').slice(-40).join('\n'), close: () => file?.end() };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, tail: () => string): Promise<string> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with code ${child.exitCode} before it was healthy:\n${tail()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return ((await response.json()) as { database?: string }).database ?? 'unknown';
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer /api/health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${tail()}`);
}

/** SIGTERM to the whole group, SIGKILL if it lingers. */
async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  signalGroup(pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';
import { freePort } from './real-server';

const READY_TIMEOUT_MS = 90_000;
const POLL_MS = 100;

export interface StartedCommand {
  /** The process the user started: npm, or `script` (a terminal) around it. */
  child: ChildProcess;
  port: number;
  output(): string;
  /** Resolves with the exit code once the started process is gone. */
  exited: Promise<number | null>;
  /** Every live process of the command: the started one and its descendants. */
  processes(): ProcessInfo[];
  /** Kills whatever is left. */
  cleanUp(): void;
}

export interface ProcessInfo {
  pid: number;
  ppid: number;
  command: string;
}

/** Live processes from /proc (zombies, already exited but not yet reaped, count as gone). */
function liveProcesses(): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
      found.push({ pid: Number(name), ppid: Number(ppid), command });
    } catch {
      // exited while we looked
    }
  }
  return found;
}

/** The process and all its descendants that are still running. */
export function processTree(rootPid: number): ProcessInfo[] {
  const all = liveProcesses();
  const tree = all.filter((p) => p.pid === rootPid);
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((p) => p.ppid === tree[i].pid));
  return tree;
}

export function stillRunning(pids: number[]): ProcessInfo[] {
  return liveProcesses().filter((p) => pids.includes(p.pid));
}

/** Polls until the check holds or the time is up; returns whether it held. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return check();
}

export async function answersHealth(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** A PGlite data folder for runStartCommand, shared by the starts of one spec file; remove it afterwards. */
export const newDataDir = () => mkdtempSync(join(tmpdir(), 'pm-start-'));

/**
 * Runs `npm start` from the repository root as a user would (the built app must be current, else it builds),
 * on a free port with the PGlite database of dataDir without demo data, and resolves once the server answers.
 * `terminal: true` runs it under `script`, in a pseudo-terminal.
 */
export async function runStartCommand(
  dataDir: string,
  options: { terminal?: boolean } = {},
): Promise<StartedCommand> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED: 'none',
  };
  delete env.DATABASE_URL;
  delete env.LOG_LEVEL;
  // `npm start` as it comes: the demo's default payment gateway.
  delete env.PAYMENT_GATEWAY;
  const child = options.terminal
    ? spawn('script', ['--quiet', '--flush', '--return', '--command', 'npm start', '/dev/null'], {
        cwd: REPO_ROOT,
        env,
        stdio: ['pipe', 'pipe', 'pipe'],
      })
    : spawn('npm', ['start'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const output = () => chunks.join('');
  let known: number[] = [];
  const processes = () => {
    const tree = child.pid ? processTree(child.pid) : [];
    known = [...new Set([...known, ...tree.map((p) => p.pid)])];
    return tree;
  };
  const cleanUp = () => {
    for (const p of stillRunning(known)) process.kill(p.pid, 'SIGKILL');
  };
  const ready = await waitFor(
    async () => child.exitCode !== null || (await answersHealth(port)),
    READY_TIMEOUT_MS,
  );
  if (!ready || child.exitCode !== null) {
    cleanUp();
    throw new Error(`npm start did not come up on port ${port}:\n${output().slice(-3000)}`);
  }
  processes();
  return { child, port, output, exited, processes, cleanUp };
}

/**
 * Sends a POST whose body is held back until the server has taken the request (it answered 100 Continue);
 * `send()` then sends the body. `response` resolves with the status and body of the answer.
 */
export function heldRequest(port: number, path: string, body: string, headers: Record<string, string> = {}) {
  const req = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const taken = new Promise<void>((done, fail) => {
    req.once('continue', () => done());
    req.once('error', fail);
  });
  const response = new Promise<{ status: number; body: string }>((done, fail) => {
    req.once('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() }));
    });
    req.once('error', fail);
  });
  req.flushHeaders();
  return { taken, send: () => req.end(body), response };
}

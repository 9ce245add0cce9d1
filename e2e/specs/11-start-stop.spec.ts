import { rmSync } from 'node:fs';
import { computeSign, SIGN_HEADERS } from '@procuremart/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  answersHealth,
  heldRequest,
  newDataDir,
  type ProcessInfo,
  runStartCommand,
  type StartedCommand,
  stillRunning,
  waitFor,
} from '../support/start-command';

// `npm start` as a user runs it: npm → sh → node scripts/start.mjs (the server runs in that node process).
let started: StartedCommand | undefined;
afterEach(() => {
  started?.cleanUp();
  started = undefined;
});
// One database for the file: the first start migrates it, the others start as a restart does.
let dataDir: string;
beforeAll(() => {
  dataDir = newDataDir();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const serverOf = (processes: ProcessInfo[]) =>
  processes.find((p) => p.command.startsWith('node ') && p.command.includes('scripts/start.mjs'));

/** The headers the web app signs an anonymous call with. */
function anonymousSignature(body: string): Record<string, string> {
  const signTime = String(Date.now());
  return {
    [SIGN_HEADERS.token]: '',
    [SIGN_HEADERS.routeName]: 'shopping',
    [SIGN_HEADERS.signTime]: signTime,
    [SIGN_HEADERS.sign]: computeSign({ body, pn: 'shopping', signTime, token: '' }),
  };
}

/** After the signal: the port is closed and not one process of the command is left. */
async function expectAllStopped(command: StartedCommand, processes: ProcessInfo[]): Promise<void> {
  const pids = processes.map((p) => p.pid);
  expect(await waitFor(() => stillRunning(pids).length === 0)).toBe(true);
  expect(await answersHealth(command.port)).toBe(false);
}

describe('starting and stopping with npm start', () => {
  it('stops the server when npm gets SIGTERM, after finishing the request in flight', async () => {
    started = await runStartCommand(dataDir);
    const processes = started.processes();
    expect(serverOf(processes)).toBeDefined();

    const inFlight = heldRequest(started.port, '/api/ucc/getCategoryTree', '{}', anonymousSignature('{}'));
    await inFlight.taken;
    process.kill(started.child.pid!, 'SIGTERM');
    // The server is shutting down; the request it had taken still gets its whole answer.
    inFlight.send();
    const answer = await inFlight.response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: '0', data: { categories: expect.any(Array) } });

    await expectAllStopped(started, processes);
  });

  it('stops everything when the server process itself gets SIGINT', async () => {
    started = await runStartCommand(dataDir);
    const processes = started.processes();
    process.kill(serverOf(processes)!.pid, 'SIGINT');
    expect(await started.exited).toBe(0);
    await expectAllStopped(started, processes);
  });

  it('stops the server when the shell between npm and the server gets SIGTERM', async () => {
    started = await runStartCommand(dataDir);
    const processes = started.processes();
    const shell = processes.find((p) => p.command.startsWith('sh '));
    expect(shell?.command).toMatch(/^sh -c/);
    process.kill(shell!.pid, 'SIGTERM');
    await expectAllStopped(started, processes);
  });

  it('in a terminal prints one readable line with the address and the demo accounts, and stops on Ctrl+C', async () => {
    started = await runStartCommand(dataDir, { terminal: true });
    const ready = `ProcureMart is ready at http://127.0.0.1:${started.port}`;
    expect(await waitFor(() => started!.output().includes(ready))).toBe(true);
    const readyLine = started
      .output()
      .split(/\r?\n/)
      .find((line) => line.includes(ready));
    expect(readyLine).toContain('demo accounts: README.md, section "Demo accounts"');
    expect(started.output()).toContain('Starting ProcureMart on PGlite in');
    // PAYMENT_GATEWAY unset: the demo's simulated gateway, said out loud.
    expect(started.output()).toContain('payment gateway: simulated — no money moves');
    // No JSON log lines in a terminal (they stay for logs that are not a terminal).
    expect(started.output()).not.toMatch(/^\{"level"/m);

    const processes = started.processes();
    started.child.stdin?.write('\x03');
    await expectAllStopped(started, processes);
  });
});

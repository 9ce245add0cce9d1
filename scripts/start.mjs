// `npm start`: builds only when the sources changed since the last build, then runs the built server in this very
// process. So whichever process of the command gets SIGINT or SIGTERM, the server stops cleanly (in-flight
// requests finish): npm forwards it here, where the server's own handlers take it, and if the shell between npm
// and this process is the one that dies, the server notices its parent is gone and stops too. Nothing is left
// running.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { reasonToBuild } from './build-fingerprint.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PARENT_CHECK_MS = 500;

/** The current parent pid from the kernel (process.ppid is read once at start-up); null off Linux. */
function currentParentPid() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Stops this process the way SIGTERM does when the process that started it is gone. */
function stopWhenOrphaned() {
  const parent = process.ppid;
  const timer = setInterval(() => {
    const current = currentParentPid();
    if (current === null ? isRunning(parent) : current === parent) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
  }, PARENT_CHECK_MS);
  timer.unref();
}

/** Runs `npm run build`'s script in a process group of its own, so a signal stops all of it. */
function build() {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'scripts/build.mjs')], {
      cwd: root,
      stdio: 'inherit',
      detached: process.platform !== 'win32',
    });
    const forward = (signal) => {
      try {
        process.kill(process.platform === 'win32' ? child.pid : -child.pid, signal);
      } catch {
        // already gone
      }
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (code !== 0) process.exit(code ?? (signal === 'SIGINT' ? 130 : 143));
      done();
    });
  });
}

stopWhenOrphaned();
const reason = reasonToBuild(root);
if (reason) {
  console.log(`Building ProcureMart (${reason})…`);
  await build();
}
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);

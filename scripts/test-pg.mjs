#!/usr/bin/env node
// Runs the server's API tests against a real PostgreSQL: the server named by DATABASE_URL, or else a
// throwaway one started here (initdb as the postgres OS user into a temp dir) and removed afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');
const isRoot = process.getuid?.() === 0;

function postgresBinDir() {
  const fromPgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [];
  if (fromPgConfig.status === 0) candidates.push(fromPgConfig.stdout.trim());
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join('/usr/lib/postgresql', v, 'bin')));
  }
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  if (!found)
    throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found: apt-get install postgresql');
  return found;
}

/** Runs a PostgreSQL tool as the postgres OS user (initdb refuses root). */
function asPostgres(binary, args) {
  const [command, fullArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${binary} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

function runTests(databaseUrl) {
  return new Promise((done) => {
    // Arguments after `--` narrow the run like vitest's own: `npm run test:pg -- identity checkout`.
    const child = spawn('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function withThrowawayServer(work) {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'pm-test-pg-'));
  const dataDir = join(dir, 'data');
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        asPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error(String(error));
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (isRoot) {
      const { uid, gid } = postgresUser();
      chownSync(dir, uid, gid);
    }
    asPostgres(join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--locale=C.UTF-8',
      '-E',
      'UTF8',
    ]);
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
    asPostgres(join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      join(dir, 'server.log'),
      '-w',
      'start',
    ]);
    started = true;
    console.log(`test-pg: PostgreSQL ${bin} on 127.0.0.1:${port}`);
    return await work(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    stop();
  }
}

function postgresUser() {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error('the postgres OS user does not exist: apt-get install postgresql');
  return { uid, gid: id('-g') };
}

try {
  const code = process.env.DATABASE_URL
    ? await runTests(process.env.DATABASE_URL)
    : await withThrowawayServer(runTests);
  process.exit(code);
} catch (error) {
  console.error(`test-pg: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

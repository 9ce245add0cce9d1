// A job runner process for job-kill.test.ts: opens the database it is told to, claims the test job, says
// so on stdout and then hangs in the job until the test kills it with SIGKILL.
import { openDatabase } from '../../db/client';
import { localStorage } from '../storage/local-storage';
import { defineJob } from './define-job';
import { JobRunner } from './runner';

export const KILLABLE_KIND = 'test.killable';
export const KILLABLE_LEASE_MS = 60_000;

async function main(): Promise<void> {
  const database = await openDatabase({
    databaseUrl: process.env.KILL_TEST_DATABASE_URL || null,
    dataDir: process.env.KILL_TEST_DATA_DIR ?? '',
  });
  const hang = defineJob({
    kind: KILLABLE_KIND,
    run: async ({ jobId }) => {
      process.stdout.write(`started ${jobId}\n`);
      await new Promise(() => {});
    },
  });
  const runner = new JobRunner({
    db: database.db,
    storage: localStorage('/nonexistent/pm-kill-test'),
    log: { info() {}, warn() {}, error() {} },
    jobs: [hang],
    leaseMs: KILLABLE_LEASE_MS,
    workerId: 'doomed',
  });
  if (!(await runner.runOne())) process.stdout.write('nothing to do\n');
}

if (process.argv[1]?.endsWith('killable-worker.fixture.ts')) void main();

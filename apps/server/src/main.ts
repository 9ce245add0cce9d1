import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { serverProcesses } from './ready-line';
import { serveInThisProcess } from './serve';
import { runPrimary } from './workers';

// One server process, or on PostgreSQL with WORKERS > 1 a primary that migrates and seeds once, then forks
// the workers that serve (workers.ts); each worker runs this same file.
async function start(): Promise<void> {
  const config = loadConfig(process.env, Boolean(process.stdout.isTTY));
  const clustered = serverProcesses(config) > 1;
  if (clustered && cluster.isPrimary) return runPrimary(config, fileURLToPath(import.meta.url));
  await serveInThisProcess(config, { prepare: !clustered });
}

start().catch((error) => {
  console.error('ProcureMart server failed to start:', error);
  process.exit(1);
});

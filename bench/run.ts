// Load harness: starts the real server, measures the framework ceiling and each selected scenario in one run,
// and prints them side by side.

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { login } from '@procuremart/contract';
import { DEMO_PASSWORD } from '../e2e/support/demo-accounts';
import { startRealServer } from '../e2e/support/real-server';
import { callApi } from './lib/call-api';
import { CEILING_NAME, ceilingLoad } from './lib/ceiling';
import { parseBenchOptions } from './lib/cli-options';
import { type LoadSettings, type Measurement, measure } from './lib/measure';
import { formatErrors, formatReport } from './lib/report';
import { waitUntilReady } from './lib/wait-ready';
import { type BenchContext, scenarios } from './scenarios';

const options = parseBenchOptions(process.argv.slice(2));
const selected = scenarios.filter((s) => s.name.toLowerCase().includes(options.scenario));
if (selected.length === 0) {
  console.error(
    `no scenario matches "${options.scenario}"; known: ${scenarios.map((s) => s.name).join(', ')}`,
  );
  process.exit(1);
}

// PostgreSQL when DATABASE_URL is set, else a throwaway PGlite database.
// The login scenario measures argon2 and sessions, not the rate limiter: lift the per-minute limits.
process.env.RATE_LIMIT_PER_ADDRESS ??= '100000000';
process.env.RATE_LIMIT_PER_USERNAME ??= '100000000';
// The server's own lines (warnings and errors at the bench's log level) are kept, so that an E500 names its cause.
const logFile = join(tmpdir(), `procuremart-bench-${process.pid}.log`);
const server = await startRealServer({ database: 'from-env', logFile });
console.log(`server log: ${logFile}`);
// The server runs in its own process group, so Ctrl-C must stop it explicitly.
process.once('SIGINT', () => void server.stop().then(() => process.exit(130)));

try {
  await waitUntilReady(server.baseUrl, (line) => console.log(line));
  const settings: LoadSettings = { baseUrl: server.baseUrl, serverPid: server.pid, ...options };
  console.log(
    `server ${server.baseUrl} on ${server.database}; ${options.connections} connections, ` +
      `${options.warmup} s warm-up + ${options.duration} s measured per load`,
  );
  const context: BenchContext = {
    baseUrl: server.baseUrl,
    login: async (username) =>
      (await callApi(server.baseUrl, login, { username, password: DEMO_PASSWORD, rememberMe: false })).token,
  };

  console.log(`- ${CEILING_NAME}`);
  const ceiling = await measure(CEILING_NAME, ceilingLoad, {
    ...settings,
    duration: options.ceilingDuration,
  });
  const results: Measurement[] = [];
  for (const scenario of selected) {
    console.log(`- ${scenario.name}: ${scenario.summary}`);
    results.push(await measure(scenario.name, await scenario.prepare(context), settings));
  }
  console.log(`\n${formatReport(ceiling, results)}`);
  if (results.some((r) => r.errors > 0)) {
    console.log(`\n${formatErrors([ceiling, ...results])}`);
    console.log('\nSome responses were errors: the figures of those scenarios are not trustworthy.');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}

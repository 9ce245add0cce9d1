// Waits until the server answers GET /api/ready with 200 several times in a row: every worker process has
// read its search index into memory (a worker still reading it answers 503 and searches with SQL), so no
// load is measured against a half-started server.

const IN_A_ROW = 12;
const TIMEOUT_MS = 10 * 60_000;

export async function waitUntilReady(baseUrl: string, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  let inARow = 0;
  let last = '';
  while (inARow < IN_A_ROW) {
    if (Date.now() - started > TIMEOUT_MS) throw new Error(`the server was not ready within 10 min: ${last}`);
    const response = await fetch(`${baseUrl}/api/ready`);
    last = await response.text();
    inARow = response.status === 200 ? inARow + 1 : 0;
    // Waiting for a state with a deadline (a probe every 100 ms), not for time to pass.
    if (inARow < IN_A_ROW) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(`ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

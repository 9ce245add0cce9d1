import autocannon, { type Request } from 'autocannon';
import { LatencyRecorder } from './latency-recorder';
import { groupRssMb } from './process-memory';
import type { LoadPlan } from './signed-load';

export interface LoadSettings {
  baseUrl: string;
  connections: number;
  /** Measured seconds. */
  duration: number;
  /** Unmeasured seconds first, on the same connections, so that JIT, pools and caches are warm. */
  warmup: number;
  /** The server's process group, whose resident memory is read before and after the load. */
  serverPid?: number;
}

export interface Measurement {
  name: string;
  requestsPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  responses: number;
  /** Responses that were not ok (wrong status or failed envelope) plus connection errors and timeouts. */
  errors: number;
  /** What the errors were: `E409 stock short`, `HTTP 502`, `timeout`, … with how many of each. */
  errorKinds: Map<string, number>;
  /** Resident memory of the server's processes (MB) when the measured window started and when it ended. */
  rssMb: { start: number | null; end: number | null };
}

/**
 * One autocannon run of warm-up + measured seconds. Only the measured window counts: responses completed in
 * it give req/s and errors, requests sent in it give the latencies. So the opening of the connections and
 * the queue built while warming up stay out of the figures.
 */
export async function measure(name: string, plan: LoadPlan, settings: LoadSettings): Promise<Measurement> {
  const latencies = new LatencyRecorder();
  let responses = 0;
  let failures = 0;
  const errorKinds = new Map<string, number>();
  const fail = (kind: string) => {
    failures++;
    errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
  };
  const startedAt = performance.now();
  const windowStart = startedAt + settings.warmup * 1000;
  const inWindow = () => performance.now() >= windowStart;
  const rss = () => (settings.serverPid ? groupRssMb(settings.serverPid) : null);
  let rssAtStart: number | null = null;
  const atWindowStart = setTimeout(() => {
    rssAtStart = rss();
  }, settings.warmup * 1000);

  const requests: Request[] = plan.requests.map((request) => ({
    ...request,
    onResponse: (status, body) => {
      if (inWindow() && !plan.isOk(status, body)) fail(failureKind(status, body));
    },
  }));
  const instance = autocannon({
    url: settings.baseUrl,
    connections: settings.connections,
    duration: settings.warmup + settings.duration,
    timeout: 30,
    requests,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, milliseconds: number) => {
    const completedAt = performance.now();
    if (completedAt < windowStart) return;
    responses++;
    if (completedAt - milliseconds >= windowStart) latencies.record(milliseconds);
  });
  instance.on('reqError', (error: Error) => {
    if (inWindow()) fail(`request failed: ${error.message}`);
  });
  await instance;
  clearTimeout(atWindowStart);
  const rssMb = { start: rssAtStart, end: rss() };
  const windowSeconds = (performance.now() - windowStart) / 1000;
  return {
    name,
    requestsPerSec: responses / windowSeconds,
    p50: latencies.percentile(50),
    p95: latencies.percentile(95),
    p99: latencies.percentile(99),
    responses,
    errors: failures,
    errorKinds,
    rssMb,
  };
}

/** A failed response as the report names it: the envelope's code and message, else the HTTP status. */
export function failureKind(status: number, body: string): string {
  try {
    const envelope = JSON.parse(body) as { code?: unknown; respDesc?: unknown };
    if (envelope.code !== undefined)
      return `${String(envelope.code)} ${String(envelope.respDesc ?? '')}`.trim();
  } catch {}
  return `HTTP ${status}`;
}

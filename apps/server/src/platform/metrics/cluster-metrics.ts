// Metrics across the worker processes of one server (main.ts forks them, WORKERS): a scrape reaches one
// worker, which asks the primary over the cluster's IPC channel; the primary collects every worker's
// registry (prom-client's AggregatorRegistry asks each in turn) and answers with their sum. A process
// outside a cluster answers from its own registry.
import cluster from 'node:cluster';
import {
  AggregatorRegistry,
  type MetricObjectWithValues,
  type MetricValue,
  type Registry,
} from 'prom-client';

const ASK = 'procuremart:metrics-ask';
const ANSWER = 'procuremart:metrics-answer';
const ASK_TIMEOUT_MS = 7_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** The primary: answers every worker's ask with the metrics of all workers. */
export function answerWorkersMetricsAsks(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK || typeof message.id !== 'number') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (error: unknown) => worker.send({ type: ANSWER, id, error: String(error) } satisfies Answer),
    );
  });
}

/** The sum of several processes' registries, as the primary computes it (tests show it on two). */
export function sumOfProcesses(processes: MetricObjectWithValues<MetricValue<string>>[][]): Promise<string> {
  return AggregatorRegistry.aggregate(processes).metrics();
}

let nextAsk = 0;
const pending = new Map<number, (answer: Answer) => void>();
let listening = false;

/** A worker: offers its registry to the primary's collection (once per process). */
function offerToPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  if (listening) return;
  listening = true;
  // Constructing one makes prom-client answer the primary's requests for this worker's metrics.
  new AggregatorRegistry();
  process.on('message', (message: Answer) => {
    if (message?.type !== ANSWER) return;
    pending.get(message.id)?.(message);
  });
}

/** Prometheus text for every process of this server: this one alone, or all workers of the cluster. */
export function serverMetricsText(registry: Registry): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  offerToPrimary(registry);
  const id = nextAsk++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the primary process did not answer the metrics request'));
    }, ASK_TIMEOUT_MS);
    pending.set(id, (answer) => {
      clearTimeout(timer);
      pending.delete(id);
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve(answer.text ?? '');
    });
    process.send?.({ type: ASK, id });
  });
}

/** A worker offers its registry as soon as it starts, so the first scrape already counts it. */
export function joinClusterMetrics(registry: Registry): void {
  if (cluster.isWorker) offerToPrimary(registry);
}

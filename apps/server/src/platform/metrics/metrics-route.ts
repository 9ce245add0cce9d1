// GET /metrics (Prometheus text format) on the main port, for a scraper holding METRICS_TOKEN: every
// request is counted by the contract call it made (not the raw URL) and the envelope code it got.
// Without METRICS_TOKEN nothing is measured and /metrics does not exist (404).
import { createHash, timingSafeEqual } from 'node:crypto';
import { allCalls } from '@procuremart/contract/registry';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { joinClusterMetrics, serverMetricsText } from './cluster-metrics';
import { createDatabaseMetrics } from './database-metrics';
import type { ProcessMetrics } from './process-metrics';
import '../fastify-types';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token (compared in constant time). */
export function holdsMetricsToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

export function registerMetrics(
  app: FastifyInstance,
  database: Database,
  token: string,
  metrics: ProcessMetrics,
): void {
  const callByPath = new Map(allCalls.map((call) => [call.path, call.name]));
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    const call = route === undefined ? 'unmatched' : (callByPath.get(route) ?? route);
    const code = request.envelopeCode ?? (reply.statusCode < 400 ? '0' : `http_${reply.statusCode}`);
    metrics.observeCall(call, code, reply.elapsedTime / 1000);
  });
  joinClusterMetrics(metrics.registry);
  const installation = createDatabaseMetrics(database.db, app.jobs.kinds);
  app.get(METRICS_PATH, async (request, reply) => {
    if (!holdsMetricsToken(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('401: GET /metrics needs the header Authorization: Bearer <METRICS_TOKEN>\n');
    }
    const [processes, shared] = await Promise.all([
      serverMetricsText(metrics.registry),
      installation.metrics(),
    ]);
    return reply.type(metrics.registry.contentType).send(`${processes}\n${shared}`);
  });
}

import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { ErrorCode, errorEnvelope, formatMessage, pickLocale } from '@procuremart/contract';
import { allCalls } from '@procuremart/contract/registry';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { allModules } from './modules';
import { resolveActor } from './modules/identity';
import { registerAuditNames } from './platform/audit-names';
import { assertEveryCallBound } from './platform/bind-call';
import { toErrorReply } from './platform/error-reply';
import { registerFileKinds } from './platform/files/define-file-kinds';
import { JobRunner } from './platform/jobs/runner';
import { parseJsonKeepingRawText } from './platform/json-body';
import { lazyChildLogger } from './platform/lazy-child-logger';
import { REDACT_PATHS } from './platform/log-safety';
import { registerMetrics } from './platform/metrics/metrics-route';
import { createProcessMetrics } from './platform/metrics/process-metrics';
import { buildOpenApi } from './platform/openapi';
import { registerReadiness } from './platform/readiness';
import { addSecurityHeaders } from './platform/security-headers';
import { registerMachines } from './platform/steps/register-machines';
import { openStorage } from './platform/storage';
import { serveWebApp } from './platform/web-static';
import './platform/fastify-types';
import { registerWorkbench } from './platform/workbench';

/** The whole HTTP application over an open, migrated database; tests drive it with inject(). */
export async function buildApp(database: Database, config: Config): Promise<FastifyInstance> {
  registerMachines(allModules);
  registerFileKinds(allModules);
  registerAuditNames(allModules);
  registerWorkbench(allModules);
  const app = Fastify({
    logger:
      config.logLevel === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACT_PATHS, censor: '[redacted]' },
            ...(config.logStream ? { stream: config.logStream } : {}),
          },
    // fastify takes a hop count too, which its types leave out.
    trustProxy: config.trustProxy as boolean | string,
    genReqId: () => randomUUID().slice(0, 8),
    childLoggerFactory: lazyChildLogger,
    // One line per request only when debugging: at info level the log stays about the application.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });
  app.decorate('db', database.db);
  app.decorate('appConfig', config);
  app.decorate('boundCalls', new Set<string>());
  app.decorate('resolveActor', resolveActor);
  const storage = openStorage(config.storage);
  app.decorate('storage', storage);
  const metrics = config.metricsToken ? createProcessMetrics(database) : null;
  const runner = new JobRunner({
    db: database.db,
    storage,
    log: app.log,
    jobs: allModules.flatMap((module) => module.jobs ?? []),
    schedules: allModules.flatMap((module) => module.schedules ?? []),
    pollMs: config.jobs.pollMs,
    onFailure: metrics ? (kind) => metrics.jobFailed(kind) : undefined,
  });
  app.decorate('jobs', runner);
  // Jobs start once the server is ready (after migrations, main.ts) and stop, finishing the job in hand, on close.
  if (config.jobs.autoStart) app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());
  addSecurityHeaders(app);
  await app.register(fastifyCookie);
  parseJsonKeepingRawText(app);

  app.setErrorHandler((error, request, reply) => {
    const locale = pickLocale(request.headers['accept-language']);
    const { status, envelope, headers } = toErrorReply(error, locale, request.log, request.id);
    if (headers) reply.headers(headers);
    request.envelopeCode = envelope.code;
    return reply.status(status).send(envelope);
  });
  app.setNotFoundHandler((request, reply) => {
    request.envelopeCode = ErrorCode.notFound;
    const locale = pickLocale(request.headers['accept-language']);
    return reply
      .status(404)
      .send(
        errorEnvelope(
          ErrorCode.notFound,
          formatMessage('error.pathNotFound', locale, { path: request.url.split('?')[0] }),
        ),
      );
  });

  app.get('/api/health', async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok', database: database.kind };
  });
  registerReadiness(app, database, config.jobs.autoStart);
  if (metrics && config.metricsToken) registerMetrics(app, database, config.metricsToken, metrics);
  const openApi = buildOpenApi(allCalls);
  app.get('/api/openapi.json', async () => openApi);

  for (const module of allModules) module.register(app);
  assertEveryCallBound(app, allCalls);

  await serveWebApp(app, config.webDist);
  return app;
}

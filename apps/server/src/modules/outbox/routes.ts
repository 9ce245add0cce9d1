import { queryOutbox } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind-call';
import { listOutbox } from './outbox-list';
import { setOutboxLogger } from './sender';
import { configureMailTransport } from './transports';

export function registerOutboxRoutes(app: FastifyInstance): void {
  configureMailTransport(app.appConfig.smtpUrl, app.appConfig.mailFrom);
  setOutboxLogger(app.log);
  bindCall(app, queryOutbox, ({ db, input }) => listOutbox(db, input));
}

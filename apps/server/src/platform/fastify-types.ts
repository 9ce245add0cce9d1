import type {} from '@fastify/cookie';
import type { Config } from '../config';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    appConfig: Config;
    /** Names of the contract calls that have a handler, for the start-up completeness check. */
    boundCalls: Set<string>;
  }
  interface FastifyRequest {
    /** The exact body text, which the request signature covers. */
    rawBody?: string;
  }
}

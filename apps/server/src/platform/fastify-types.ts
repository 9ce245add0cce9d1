import type {} from '@fastify/cookie';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ActorResolver } from './actor';
import type { JobRunner } from './jobs/runner';
import type { FileStorage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    appConfig: Config;
    /** Names of the contract calls that have a handler, for the start-up completeness check. */
    boundCalls: Set<string>;
    /** Where uploaded and generated files live (platform/storage). */
    storage: FileStorage;
    /** This process's job runner; tests drive it with runDue(). */
    jobs: JobRunner;
    /** The actor behind a session token (the identity domain's sessions, wired by app.ts). */
    resolveActor: ActorResolver;
  }
  interface FastifyRequest {
    /** The exact body text, which the request signature covers. */
    rawBody?: string;
    /** The envelope code of an error answer (the error handler sets it; metrics count by it). */
    envelopeCode?: string;
  }
}

import type { Machine } from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';
import type { StepTaker } from './actor';
import type { AuditNamer } from './audit-names';
import type { ExportDefinition, ImportDefinition } from './files/define-file-kinds';
import type { JobDefinition, ScheduleDefinition } from './jobs/define-job';
import type { Numbering } from './numbering';

/** What a named guard sees: the record the step is taken on and who takes it, inside the transaction. */
export interface GuardContext {
  targetId: number;
  actor: StepTaker;
}

/** A business rule a machine transition names (`throwIfX`): throws a BusinessError to refuse the step. */
export type Guard = (tx: Tx, context: GuardContext) => Promise<void>;

/**
 * A server module: binds its calls, names the machines it drives and the guards their transitions use.
 * Each module's `module.ts` default-exports one; scripts/gen-barrels.mjs gathers them into modules/index.ts.
 */
export interface ServerModule {
  name: string;
  register(app: FastifyInstance): void;
  machines?: readonly Machine[];
  guards?: Readonly<Record<string, Guard>>;
  /** Durable jobs the module queues (platform/jobs); every server process works them. */
  jobs?: readonly JobDefinition<any>[];
  /** Cron schedules of its jobs; one run at a time across processes. */
  schedules?: readonly ScheduleDefinition[];
  /** Lists users may export to xlsx (file download tasks, platform/files). */
  exports?: readonly ExportDefinition[];
  /** xlsx imports with per-row validation. */
  imports?: readonly ImportDefinition[];
  /** How the operation log names the records of the audit target types the module owns, by type. */
  auditNames?: Readonly<Record<string, AuditNamer>>;
  /** The document number kinds it owns, with their default rules (platform/numbering.ts). */
  numbering?: readonly Numbering[];
}

export const defineModule = (module: ServerModule): ServerModule => module;

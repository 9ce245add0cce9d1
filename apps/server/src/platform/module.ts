import type { FastifyInstance } from 'fastify';
import type { AuditNamer } from './audit-names';
import type { ExportDefinition, ImportDefinition } from './files/define-file-kinds';
import type { JobDefinition, ScheduleDefinition } from './jobs/define-job';
import type { Numbering } from './numbering';
import type { Subscriber } from './steps/domain-events';
import type { MachineBinding } from './steps/machine-binding';
import type { WorkbenchContribution } from './workbench';

/**
 * A server module: binds its calls, names the machines it drives and the guards their transitions use.
 * Each module's `module.ts` default-exports one; scripts/gen-barrels.mjs gathers them into modules/index.ts.
 */
export interface ServerModule {
  name: string;
  register(app: FastifyInstance): void;
  /** Its machines bound to their tables, with their guards and events: what takeSteps steps. */
  machines?: readonly MachineBinding[];
  /** What it does when another domain's event happens (platform/steps/domain-events.ts), in this order. */
  subscribers?: readonly Subscriber[];
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
  /** What it puts on the member workbench: to-dos counted by its lists, sections it fills (platform/workbench). */
  workbench?: WorkbenchContribution;
}

export const defineModule = (module: ServerModule): ServerModule => module;

import { sql } from 'drizzle-orm';
import { namesFrom } from '../../platform/audit-names';
import { defineModule } from '../../platform/module';
import { versionSteps } from './definitions/version-steps';
import { approvalEscalateJob, approvalEscalateSchedule } from './engine/escalate-job';
import { taskSteps } from './engine/task-steps';
import { registerProcessRoutes } from './routes';
import { approvalProcesses, approvalProcessVersions, approvalRuns, approvalTasks } from './tables';
import { processWorkbench } from './workbench';

/**
 * Approval processes and the one approval engine of the product: process definitions and their versions, the
 * approvals running on them, each approver's tasks, decisions, delegation and history.
 */
export default defineModule({
  name: 'process',
  register: registerProcessRoutes,
  workbench: processWorkbench,
  machines: [versionSteps, taskSteps],
  jobs: [approvalEscalateJob],
  schedules: [approvalEscalateSchedule],
  auditNames: {
    process: namesFrom(approvalProcesses, approvalProcesses.id, approvalProcesses.name),
    processVersion: namesFrom(
      approvalProcessVersions,
      approvalProcessVersions.id,
      sql`(select ${approvalProcesses.name} from ${approvalProcesses} where ${approvalProcesses.id} = ${approvalProcessVersions.processId}) || ' v' || ${approvalProcessVersions.versionNo}`,
    ),
    approvalTask: namesFrom(
      approvalTasks,
      approvalTasks.id,
      sql`(select ${approvalRuns.subjectNo} from ${approvalRuns} where ${approvalRuns.id} = ${approvalTasks.runId})`,
    ),
  },
});

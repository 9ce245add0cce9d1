import {
  decideApprovalTask,
  delegateApprovalTask,
  getProcess,
  getProcessVersion,
  publishProcessVersion,
  queryApprovalHistory,
  queryApprovalTasks,
  queryProcessList,
  retireProcessVersion,
  saveProcess,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind-call';
import { parseId } from '../../platform/ids';
import { listProcesses, loadProcess, loadVersion } from './definitions/process-list';
import { saveProcessDraft } from './definitions/process-writes';
import { publishVersion, retireVersion } from './definitions/version-steps';
import { decideTask, delegateTask } from './engine/decide-task';
import { approvalHistory, listApprovalTasks } from './engine/task-list';

export function registerProcessRoutes(app: FastifyInstance): void {
  bindCall(app, queryProcessList, ({ db, actor, input }) => listProcesses(db, actor, input));
  bindCall(app, getProcess, ({ db, actor, input }) => loadProcess(db, actor, parseId(input.processId)));
  bindCall(app, getProcessVersion, ({ db, actor, input }) =>
    loadVersion(db, actor, parseId(input.versionId)),
  );
  bindCall(app, saveProcess, ({ tx, actor, input }) => saveProcessDraft(tx, actor, input));
  bindCall(app, publishProcessVersion, ({ tx, actor, input }) =>
    publishVersion(tx, actor, parseId(input.versionId), input.remark),
  );
  bindCall(app, retireProcessVersion, ({ tx, actor, input }) =>
    retireVersion(tx, actor, parseId(input.versionId), input.remark),
  );
  bindCall(app, queryApprovalTasks, ({ db, actor, input }) => listApprovalTasks(db, actor, input));
  bindCall(app, queryApprovalHistory, ({ db, actor, input }) =>
    approvalHistory(db, actor, parseId(input.runId)),
  );
  bindCall(app, decideApprovalTask, async ({ tx, actor, input }) => {
    const decided = await decideTask(tx, actor, { ...input, taskId: parseId(input.taskId) });
    return { taskId: input.taskId, runStatus: decided.runStatus };
  });
  bindCall(app, delegateApprovalTask, async ({ tx, actor, input }) => {
    const { newTaskId } = await delegateTask(tx, actor, {
      taskId: parseId(input.taskId),
      toUserId: parseId(input.toUserId),
      remark: input.remark,
    });
    return { taskId: input.taskId, newTaskId: String(newTaskId) };
  });
}

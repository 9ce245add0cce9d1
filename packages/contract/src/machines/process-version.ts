import { defineAuditTarget } from '../audit';
import { ProcessVersionStatus, type ProcessVersionStatusCode } from '../calls/process/process.dictionaries';
import { PROCESS_PERMISSION } from '../calls/process/process-permissions';
import { bilingual } from '../texts';
import { defineMachine } from './machine';

const editor = { who: ['operator', 'purchaser'], permission: PROCESS_PERMISSION.edit } as const;

/**
 * An approval process's version: drafted (editable), published (the one new approvals of its process start
 * on; publishing retires the version published before), retired (kept for the approvals that started on it).
 * Approvals already running keep the version they started with, whatever happens to it.
 */
export const processVersionMachine = defineMachine({
  name: 'processVersion',
  audit: {
    target: defineAuditTarget('processVersion', bilingual('审批流程版本', 'Process version')),
    events: {
      publish: bilingual('发布流程版本', 'Publish process version'),
      retire: bilingual('停用流程版本', 'Retire process version'),
      supersede: bilingual('新版本发布，旧版本停用', 'Retired by a newer version'),
    },
    states: {
      [ProcessVersionStatus.drafted]: bilingual('草稿', 'Draft'),
      [ProcessVersionStatus.published]: bilingual('已发布', 'Published'),
      [ProcessVersionStatus.retired]: bilingual('已停用', 'Retired'),
    },
  },
  states: {
    [ProcessVersionStatus.drafted]: 'status.processVersion.0',
    [ProcessVersionStatus.published]: 'status.processVersion.1',
    [ProcessVersionStatus.retired]: 'status.processVersion.2',
  } as Record<ProcessVersionStatusCode, string>,
  initial: [ProcessVersionStatus.drafted],
  final: [ProcessVersionStatus.retired],
  transitions: [
    { from: ProcessVersionStatus.drafted, event: 'publish', to: ProcessVersionStatus.published, ...editor },
    {
      from: ProcessVersionStatus.published,
      event: 'retire',
      to: ProcessVersionStatus.retired,
      ...editor,
      remark: 'optional',
    },
    { from: ProcessVersionStatus.drafted, event: 'retire', to: ProcessVersionStatus.retired, ...editor },
    {
      from: ProcessVersionStatus.published,
      event: 'supersede',
      to: ProcessVersionStatus.retired,
      who: ['operator', 'purchaser', 'system'],
    },
  ],
});

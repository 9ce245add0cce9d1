import { z } from 'zod';
import { defineAuditAction, defineAuditTarget } from '../../audit';
import { AUDIT_TABS } from '../../audit-tabs';
import { defineCall } from '../../define-call';
import { defineFilters, filter } from '../../list-filters';
import { auditPageOf, idSchema, listInput, pageOf } from '../../lists';
import { processVersionMachine } from '../../machines/process-version';
import { moneyOutputSchema } from '../../money-schema';
import { remarkSchema } from '../../step-call';
import { bilingual } from '../../texts';
import { boundedText } from '../umc-addresses';
import { BUSINESS_KINDS } from './process.dictionaries';
import { processGlossary } from './process-glossary';
import { levelsSchema } from './process-levels';
import { PROCESS_PERMISSION as P } from './process-permissions';

// Approval processes and the approval engine (SPEC §2 "Content and process": processList, processVer; "Tools":
// maxgraph). A process is for a business kind and an organisation (or the platform: every organisation without
// one of its own); its versions are drafted, published and retired; every approval of the product runs on the
// published version of its kind and organisation and keeps that version until it ends.

export const processTarget = defineAuditTarget('process', bilingual('审批流程', 'Approval process'));
export const approvalTaskTarget = defineAuditTarget('approvalTask', bilingual('审批任务', 'Approval task'));

/** The job that hands a level whose approvers are all gone (disabled, left) to the administrators. */
export const approvalEscalateAction = defineAuditAction(
  'cfc_approvalEscalate',
  bilingual('审批人缺失，上报管理员', 'Approval escalated: its approvers are gone'),
  approvalTaskTarget,
);

const scopeNote =
  'Operators see and change the platform’s processes and every organisation’s; an enterprise administrator its ' +
  'own organisation’s only (another’s does not exist: E404).';

export const processRowSchema = z.object({
  processId: idSchema,
  businessKind: z.enum(BUSINESS_KINDS),
  /** null: the platform's process, for every organisation without its own. */
  orgId: idSchema.nullable(),
  orgName: z.string().nullable(),
  name: z.string(),
  /** The version new approvals start on, if one is published. */
  publishedVersionNo: z.number().int().nullable(),
  versionCount: z.number().int(),
  updatedAt: z.string(),
});
export type ProcessRow = z.infer<typeof processRowSchema>;

export const PROCESS_SORTS = ['updatedAt', 'businessKind'] as const;

export const queryProcessList = defineCall({
  name: 'cfc_queryProcessList',
  audience: ['operator', 'purchaser'],
  permission: P.list,
  summary: `Approval processes by business kind, organisation and name, paged, latest change first. ${scopeNote}`,
  input: listInput(
    defineFilters(processGlossary, {
      businessKind: filter.dict('BUSINESS_KIND'),
      orgId: filter.pick(),
      name: filter.text(40),
    }),
    PROCESS_SORTS,
  ),
  output: pageOf(processRowSchema),
});

export const processVersionSchema = z.object({
  versionId: idSchema,
  processId: idSchema,
  versionNo: z.number().int(),
  /** PROCESS_VERSION_STATUS (the process-version machine). */
  status: z.number().int(),
  levels: levelsSchema,
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  retiredAt: z.string().nullable(),
  /** Approvals that started on this version and are still running. */
  runningCount: z.number().int(),
  /** The process-version machine's steps the caller may take now. */
  actions: z.array(z.string()),
});
export type ProcessVersion = z.infer<typeof processVersionSchema>;

export const processDetailSchema = processRowSchema.extend({ versions: z.array(processVersionSchema) });
export type ProcessDetail = z.infer<typeof processDetailSchema>;

export const getProcess = defineCall({
  name: 'cfc_getProcess',
  audience: ['operator', 'purchaser'],
  permission: P.list,
  summary: `One process with its versions, newest first (processVer). ${scopeNote}`,
  input: z.object({ processId: idSchema }).strict(),
  output: processDetailSchema,
});

export const getProcessVersion = defineCall({
  name: 'cfc_getProcessVersion',
  audience: ['operator', 'purchaser'],
  permission: P.list,
  summary: `One version of a process with its levels and its process's name (the diagram). ${scopeNote}`,
  input: z.object({ versionId: idSchema }).strict(),
  output: processVersionSchema.extend({
    businessKind: z.enum(BUSINESS_KINDS),
    name: z.string(),
    orgName: z.string().nullable(),
  }),
});

export const saveProcess = defineCall({
  name: 'cfc_saveProcess',
  writes: true,
  touches: ['process'],
  audience: ['operator', 'purchaser'],
  permission: P.edit,
  audit: {
    target: processTarget,
    label: bilingual('保存审批流程', 'Save approval process'),
    targetKey: 'processId',
    detailKey: 'versionNo',
  },
  summary:
    'Saves a draft version: without processId a new process for a business kind and organisation (an operator ' +
    'leaves orgId out for the platform’s; an enterprise administrator’s is always its own) with its first draft; ' +
    'with processId and versionId that draft’s levels (only a draft changes); with processId alone a new draft ' +
    `(the next version number). ${scopeNote}`,
  input: z
    .object({
      processId: idSchema.optional(),
      versionId: idSchema.optional(),
      businessKind: z.enum(BUSINESS_KINDS).optional(),
      orgId: idSchema.optional(),
      name: z.string().trim().min(1, 'validation.required').max(40, 'validation.maxLength'),
      levels: levelsSchema,
    })
    .strict()
    .refine((v) => v.processId !== undefined || v.businessKind !== undefined, {
      message: 'validation.required',
      path: ['businessKind'],
    }),
  output: z.object({ processId: idSchema, versionId: idSchema, versionNo: z.number().int() }),
});

/** Publishing and retiring a version: steps of the process-version machine (its history records them). */
const versionStep = (name: `cfc_${string}`, label: ReturnType<typeof bilingual>, summary: string) =>
  defineCall({
    name,
    writes: true,
    touches: ['process'],
    audience: ['operator', 'purchaser'],
    permission: P.edit,
    audit: { target: processVersionMachine.audit.target, label, targetKey: 'versionId', detailKey: 'remark' },
    summary: `${summary} ${scopeNote}`,
    input: z.object({ versionId: idSchema, remark: remarkSchema() }).strict(),
    output: z.object({ versionId: idSchema, status: z.number().int() }),
  });

export const publishProcessVersion = versionStep(
  'cfc_publishProcessVersion',
  bilingual('发布流程版本', 'Publish process version'),
  'Publishes a draft: new approvals of its process start on it; the version published before is retired ' +
    '(approvals running on it keep it).',
);

export const retireProcessVersion = versionStep(
  'cfc_retireProcessVersion',
  bilingual('停用流程版本', 'Retire process version'),
  'Retires a draft or the published version: new approvals of its process then follow the platform’s process ' +
    '(or need none); approvals running on it keep it.',
);

export const approvalTaskRowSchema = z.object({
  taskId: idSchema,
  runId: idSchema,
  businessKind: z.enum(BUSINESS_KINDS),
  subjectId: idSchema,
  /** The subject's number as its domain shows it (an order's number). */
  subjectNo: z.string(),
  applicantName: z.string(),
  amount: moneyOutputSchema.nullable(),
  levelNo: z.number().int(),
  levelName: z.string(),
  /** APPROVAL_TASK_STATUS. */
  status: z.number().int(),
  /** Given to the organisation's administrator because the level's own approvers were all gone. */
  escalated: z.boolean(),
  /** Who handed this task over, when it was delegated to the caller. */
  delegatedBy: z.string().nullable(),
  remark: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ApprovalTaskRow = z.infer<typeof approvalTaskRowSchema>;

export const queryApprovalTasks = defineCall({
  name: 'cfc_queryApprovalTasks',
  audience: ['operator', 'purchaser'],
  permission: P.tasks,
  summary:
    'The caller’s own approval tasks: pending (open, to decide or delegate) or decided (approved, rejected, ' +
    'delegated), by business kind, newest first, with each tab’s count.',
  input: listInput(
    defineFilters(processGlossary, {
      tab: filter.tab(AUDIT_TABS),
      businessKind: filter.dict('BUSINESS_KIND'),
    }),
    ['createdAt'] as const,
  ),
  output: auditPageOf(approvalTaskRowSchema),
});

export const decideApprovalTask = defineCall({
  name: 'cfc_decideApprovalTask',
  writes: true,
  touches: ['approvalTask', 'order'],
  audience: ['operator', 'purchaser'],
  permission: P.tasks,
  audit: {
    target: approvalTaskTarget,
    label: bilingual('审批', 'Approval decision'),
    targetKey: 'taskId',
    outcomeKey: 'approved',
    detailKey: 'remark',
  },
  summary:
    'Approves or rejects one of the caller’s open tasks (a rejection needs a remark). The level passes on the ' +
    'first approval (any-one) or the last (all-must), then the next level’s tasks open; the last level’s pass ' +
    'approves the subject, a rejection rejects it, and its business domain moves on. Never one’s own request; ' +
    'a task someone already decided answers E409 approval.taskDecided.',
  input: z
    .object({ taskId: idSchema, approved: z.boolean(), remark: boundedText(200).optional().default('') })
    .strict(),
  output: z.object({ taskId: idSchema, runStatus: z.number().int() }),
});

export const delegateApprovalTask = defineCall({
  name: 'cfc_delegateApprovalTask',
  writes: true,
  touches: ['approvalTask'],
  audience: ['operator', 'purchaser'],
  permission: P.tasks,
  audit: {
    target: approvalTaskTarget,
    label: bilingual('转办审批', 'Delegate approval'),
    targetKey: 'taskId',
    detailKey: 'remark',
  },
  summary:
    'Hands one of the caller’s open tasks to another enabled member of the same organisation (never the ' +
    'applicant): the task is marked delegated and the member gets a new open task of the same level.',
  input: z
    .object({ taskId: idSchema, toUserId: idSchema, remark: boundedText(200).optional().default('') })
    .strict(),
  output: z.object({ taskId: idSchema, newTaskId: idSchema }),
});

export const approvalHistoryEntrySchema = z.object({
  taskId: idSchema,
  levelNo: z.number().int(),
  levelName: z.string(),
  approverName: z.string(),
  status: z.number().int(),
  escalated: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const approvalHistorySchema = z.object({
  runId: idSchema,
  businessKind: z.enum(BUSINESS_KINDS),
  subjectId: idSchema,
  versionId: idSchema,
  versionNo: z.number().int(),
  /** APPROVAL_RUN_STATUS. */
  status: z.number().int(),
  applicantName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  tasks: z.array(approvalHistoryEntrySchema),
});
export type ApprovalHistory = z.infer<typeof approvalHistorySchema>;

export const queryApprovalHistory = defineCall({
  name: 'cfc_queryApprovalHistory',
  audience: ['operator', 'purchaser'],
  permission: P.tasks,
  summary:
    'One approval with every task, oldest first: who was asked at each level, who decided, when and why. Open to ' +
    'its applicant, its approvers and operators; to anyone else it does not exist (E404).',
  input: z.object({ runId: idSchema }).strict(),
  output: approvalHistorySchema,
});

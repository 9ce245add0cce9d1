import { z } from 'zod';
import { type AuditOutcome, defineAuditAction, defineAuditTarget } from '../audit';
import { EXPORT_KINDS, FILE_TASK_TITLES, IMPORT_KINDS } from '../declared/files';
import { defineCall } from '../define-call';
import { downloadsGlossary, jobsGlossary } from '../glossaries/files';
import { defineFilters, filter } from '../list-filters';
import { idSchema, listInput, pageOf } from '../lists';
import { bilingual } from '../texts';

// File download platform (SPEC §7): exports and imports run as durable jobs and leave a file in the
// user's "My downloads"; operators see the jobs themselves.

const DOWNLOADS_PERMISSION = 'myDownloads';
const JOBS_PERMISSION = 'jobManage';

export {
  EXPORT_KINDS,
  type ExportKind,
  FILE_TASK_TITLES,
  IMPORT_KINDS,
  type ImportKind,
} from '../declared/files';

/** The operation log's outcomes of committing a task: one per kind, read as "Export: Brands", "Brand import". */
function taskOutcomes(direction: 'export' | 'import'): Record<string, AuditOutcome> {
  const outcomes: Record<string, AuditOutcome> = {};
  for (const [key, title] of Object.entries(FILE_TASK_TITLES)) {
    const [taskDirection, kind] = key.split('.') as [string, string];
    if (taskDirection !== direction) continue;
    const label =
      direction === 'export'
        ? bilingual(`导出：${title['zh-CN']}`, `Export: ${title['en-US']}`)
        : bilingual(title['zh-CN'].replace(/结果$/, ''), title['en-US'].replace(/ result$/, ''));
    outcomes[kind] = { label };
  }
  return outcomes;
}

export const FILE_TASK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const fileTaskSchema = z.object({
  taskId: idSchema,
  direction: z.enum(['export', 'import']),
  kind: z.string(),
  status: z.enum(FILE_TASK_STATUSES),
  /** Rows written (export) or checked (import) so far. */
  progress: z.number().int(),
  rowCount: z.number().int().nullable(),
  /** Imports: rows refused (the result file says why). */
  badRowCount: z.number().int().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  /** Why it failed, in the caller's language. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** `common_download_rename` address while the file can be downloaded; null otherwise. */
  downloadUrl: z.string().nullable(),
});
export type FileTask = z.infer<typeof fileTaskSchema>;

const fileTaskTarget = defineAuditTarget('fileTask', bilingual('文件任务', 'File task'));

/** The operation-log row an import leaves when it finishes or is given up (the job, not a call). */
export const fileImportAction = defineAuditAction(
  'cfc_fileImport',
  bilingual('执行导入', 'Run an import'),
  fileTaskTarget,
);

export const commitDownloadTask = defineCall({
  name: 'cfc_commitDownloadTask',
  writes: true,
  touches: ['fileTask'],
  audience: ['user'],
  permission: DOWNLOADS_PERMISSION,
  audit: {
    target: fileTaskTarget,
    label: bilingual('提交导出任务', 'Commit an export'),
    targetKey: 'taskId',
    outcomeKey: 'kind',
    outcomes: taskOutcomes('export'),
  },
  summary:
    "Queues an export of a list with its current filters (the list call's own filter fields and sort); the caller needs the list's permission too. At most 50,000 rows.",
  input: z
    .object({
      kind: z.enum(EXPORT_KINDS),
      filters: z.record(z.string(), z.unknown()).optional().default({}),
    })
    .strict(),
  output: z.object({ taskId: idSchema, kind: z.string() }),
});

export const commitImportTask = defineCall({
  name: 'cfc_commitImportTask',
  writes: true,
  touches: ['fileTask'],
  audience: ['user'],
  permission: DOWNLOADS_PERMISSION,
  audit: {
    target: fileTaskTarget,
    label: bilingual('提交导入任务', 'Commit an import'),
    targetKey: 'taskId',
    outcomeKey: 'kind',
    outcomes: taskOutcomes('import'),
  },
  summary:
    "Queues the import of an uploaded xlsx or CSV (fileId from /api/cfc/uploadFile, group spreadsheet); the caller needs the kind's permission. Poll cfc_getDownloadTask for the result.",
  input: z.object({ kind: z.enum(IMPORT_KINDS), fileId: idSchema }).strict(),
  output: z.object({ taskId: idSchema, kind: z.string() }),
});

export const queryDownloadTaskList = defineCall({
  name: 'cfc_queryDownloadTaskList',
  audience: ['user'],
  permission: DOWNLOADS_PERMISSION,
  summary: "The caller's own export and import tasks, newest first.",
  input: listInput(
    defineFilters(downloadsGlossary, {
      status: filter.choice(FILE_TASK_STATUSES),
      direction: filter.choice(['export', 'import']),
    }),
    ['createdAt'] as const,
  ),
  output: pageOf(fileTaskSchema),
});

/** An import row refused, with every reason (1-based sheet row number, header is row 1). */
export const importProblemSchema = z.object({ rowNo: z.number().int(), reasons: z.array(z.string()) });
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const getDownloadTask = defineCall({
  name: 'cfc_getDownloadTask',
  audience: ['user'],
  permission: DOWNLOADS_PERMISSION,
  summary:
    "One of the caller's own tasks with an import's refused rows (the web polls an import's result with it).",
  input: z.object({ taskId: idSchema }).strict(),
  output: fileTaskSchema.extend({ problems: z.array(importProblemSchema) }),
});

export const JOB_STATUSES = ['queued', 'running', 'done', 'dead'] as const;

export const jobSchema = z.object({
  jobId: idSchema,
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string(),
  lockedBy: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const queryJobList = defineCall({
  name: 'cfc_queryJobList',
  audience: ['operator'],
  permission: JOBS_PERMISSION,
  summary: 'Durable jobs of every server process, dead ones included, newest first.',
  input: listInput(
    defineFilters(jobsGlossary, { status: filter.choice(JOB_STATUSES), kind: filter.dict('JOB_KIND') }),
    ['createdAt', 'runAt', 'attempts'] as const,
  ),
  output: pageOf(jobSchema),
});

export const retryJob = defineCall({
  name: 'cfc_retryJob',
  writes: true,
  touches: ['job', 'fileTask'],
  audience: ['operator'],
  permission: JOBS_PERMISSION,
  audit: {
    target: defineAuditTarget('job', bilingual('后台任务', 'Job')),
    label: bilingual('重试后台任务', 'Retry a job'),
    targetKey: 'jobId',
    detailKey: 'kind',
  },
  summary: 'Queues a dead job again with a fresh count of attempts.',
  input: z.object({ jobId: idSchema }).strict(),
  output: jobSchema,
});

/** An uploaded file as calls answer it (the upload route, records that carry files). */
export const storedFileSchema = z.object({
  fileId: idSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** GET address serving the file to whoever may see its record. */
  url: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** Raw routes of the file services (not JSON calls): the web builds its links from these. */
export const FILE_ROUTES = {
  /** SPEC §7 common_download_rename: GET ?netAddress=<taskId>&filename=<name>. */
  download: '/api/common/download_rename',
  /** GET ?kind=<import kind>: the import template. */
  importTemplate: '/api/common/import_template',
  /** POST multipart (field `file`, query `group`): answers a StoredFile. Signed like a call with an empty body. */
  upload: '/api/cfc/uploadFile',
  /** GET ?fileId=<id>[&download=1]. */
  file: '/api/common/file',
} as const;

import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The downloads fields' labels: its lists' columns and filters, forms and details. */
export const downloadsGlossary = defineGlossary('downloads.field', {
  title: bilingual('任务', 'Task'),
  status: bilingual('状态', 'Status'),
  direction: bilingual('类型', 'Type'),
  rowCount: bilingual('行数', 'Rows'),
  fileSize: bilingual('文件大小', 'Size'),
  createdAt: bilingual('提交时间', 'Submitted'),
  finishedAt: bilingual('完成时间', 'Finished'),
  expiresAt: bilingual('链接有效期至', 'Link valid until'),
  file: bilingual('文件', 'File'),
});

/** The jobs fields' labels: its lists' columns and filters, forms and details. */
export const jobsGlossary = defineGlossary('jobs.field', {
  jobId: bilingual('编号', 'ID'),
  kind: bilingual('任务类型', 'Kind'),
  status: bilingual('状态', 'Status'),
  attempts: bilingual('尝试次数', 'Attempts'),
  lastError: bilingual('最近错误', 'Last error'),
  runAt: bilingual('计划执行时间', 'Runs at'),
  createdAt: bilingual('创建时间', 'Created'),
  finishedAt: bilingual('结束时间', 'Finished'),
  lockedBy: bilingual('执行进程', 'Process'),
});

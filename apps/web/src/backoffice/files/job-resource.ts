import { JOB_STATUSES, type Job, queryJobList } from '@procuremart/contract';
import { retryJob } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { defineList } from '../../resources/define-list';
import type { RowAction, StatusMap } from '../../resources/types';
import { filesKeys } from './keys';

export const jobStatusMap: StatusMap = {
  queued: { labelKey: 'jobs.status.queued', color: 'default' },
  running: { labelKey: 'jobs.status.running', color: 'processing' },
  done: { labelKey: 'jobs.status.done', color: 'green' },
  dead: { labelKey: 'jobs.status.dead', color: 'red' },
};

/** Every server process's durable jobs, newest first; dead ones stay listed until retried. */
export const jobList = defineList(queryJobList, {
  listKey: 'jobs',
  titleKey: 'jobs.listTitle',
  rowKey: 'jobId',
  queryKey: filesKeys.jobs(),
  emptyHintKey: 'jobs.emptyHint',
  pageSize: 20,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  refreshWhile: (rows) => rows.some((job) => job.status === 'running'),
  filters: {
    status: { options: JOB_STATUSES.map((value) => ({ value, labelKey: `jobs.status.${value}` })) },
  },
  columns: [
    { field: 'jobId', titleKey: 'jobs.field.jobId', width: 90 },
    { field: 'kind', titleKey: 'jobs.field.kind', view: { kind: 'dict', code: 'JOB_KIND' }, width: 180 },
    {
      field: 'status',
      titleKey: 'jobs.field.status',
      view: { kind: 'status', statusMap: jobStatusMap },
      width: 100,
    },
    {
      field: 'attempts',
      titleKey: 'jobs.field.attempts',
      view: { kind: 'custom', render: (job) => `${job.attempts} / ${job.maxAttempts}` },
      sortField: 'attempts',
      width: 100,
    },
    {
      field: 'lastError',
      titleKey: 'jobs.field.lastError',
      view: { kind: 'text', ellipsis: true },
      width: 280,
    },
    {
      field: 'runAt',
      titleKey: 'jobs.field.runAt',
      view: { kind: 'datetime' },
      sortField: 'runAt',
      width: 170,
    },
    {
      field: 'createdAt',
      titleKey: 'jobs.field.createdAt',
      view: { kind: 'datetime' },
      sortField: 'createdAt',
      width: 170,
    },
    { field: 'finishedAt', titleKey: 'jobs.field.finishedAt', view: { kind: 'datetime' }, width: 170 },
    { field: 'lockedBy', titleKey: 'jobs.field.lockedBy', width: 200, hidden: true },
  ],
});

export const jobRowActions: RowAction<Job>[] = [
  {
    key: 'retry',
    labelKey: 'jobs.action.retry',
    visible: (job) => job.status === 'dead',
    confirm: { titleKey: 'jobs.confirm.retry', descriptionKey: 'jobs.confirm.retryHint' },
    successKey: 'jobs.success.retry',
    run: (job) => api(retryJob, { jobId: job.jobId }),
  },
];

import { FILE_TASK_TITLES, type FileTask, queryDownloadTaskList } from '@procuremart/contract';
import { Progress, Space, Tag, Typography } from 'antd';
import i18n, { currentLocale } from '../../i18n';
import { defineList } from '../../resources/define-list';
import type { StatusMap } from '../../resources/types';
import { formatFileSize } from './file-size';
import { filesKeys } from './keys';

export const taskStatusMap: StatusMap = {
  queued: { labelKey: 'downloads.status.queued', color: 'default' },
  running: { labelKey: 'downloads.status.running', color: 'processing' },
  done: { labelKey: 'downloads.status.done', color: 'green' },
  failed: { labelKey: 'downloads.status.failed', color: 'red' },
};

const title = (task: FileTask) =>
  FILE_TASK_TITLES[`${task.direction}.${task.kind}` as keyof typeof FILE_TASK_TITLES]?.[currentLocale()] ??
  task.kind;

const isChanging = (task: FileTask) => task.status === 'queued' || task.status === 'running';

/** The user's own export and import tasks, newest first; refreshes itself while any is still in progress. */
export const downloadList = defineList(queryDownloadTaskList, {
  listKey: 'downloads',
  titleKey: 'downloads.listTitle',
  rowKey: 'taskId',
  queryKey: filesKeys.downloads(),
  emptyHintKey: 'downloads.emptyHint',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  refreshWhile: (rows) => rows.some(isChanging),
  filters: {
    status: {
      options: Object.entries(taskStatusMap).map(([value, style]) => ({ value, labelKey: style.labelKey })),
    },
    direction: {
      options: [
        { value: 'export', labelKey: 'downloads.direction.export' },
        { value: 'import', labelKey: 'downloads.direction.import' },
      ],
    },
  },
  columns: [
    { field: 'kind', titleKey: 'downloads.field.title', view: { kind: 'custom', render: title }, width: 160 },
    {
      field: 'status',
      titleKey: 'downloads.field.status',
      width: 200,
      view: {
        kind: 'custom',
        render: (task) => <TaskStatus task={task} />,
      },
    },
    {
      field: 'rowCount',
      titleKey: 'downloads.field.rowCount',
      width: 110,
      view: {
        kind: 'custom',
        render: (task) =>
          task.rowCount === null
            ? '-'
            : task.badRowCount
              ? i18n.t('downloads.badRows', { rows: task.rowCount, bad: task.badRowCount })
              : String(task.rowCount),
      },
    },
    {
      field: 'fileSize',
      titleKey: 'downloads.field.fileSize',
      width: 100,
      view: { kind: 'custom', render: (task) => formatFileSize(task.fileSize) },
    },
    {
      field: 'createdAt',
      titleKey: 'downloads.field.createdAt',
      view: { kind: 'datetime' },
      sortField: 'createdAt',
      width: 170,
    },
    { field: 'finishedAt', titleKey: 'downloads.field.finishedAt', view: { kind: 'datetime' }, width: 170 },
    {
      field: 'expiresAt',
      titleKey: 'downloads.field.expiresAt',
      view: { kind: 'datetime' },
      width: 170,
      hidden: true,
    },
    {
      field: 'downloadUrl',
      titleKey: 'downloads.field.file',
      width: 260,
      view: {
        kind: 'custom',
        render: (task) =>
          task.downloadUrl ? (
            <a
              href={task.downloadUrl}
              download={task.fileName ?? undefined}
              data-testid={`download-${task.taskId}`}
            >
              {task.fileName}
            </a>
          ) : task.status === 'done' ? (
            <Typography.Text type="secondary">{i18n.t('downloads.expired')}</Typography.Text>
          ) : (
            '-'
          ),
      },
    },
  ],
});

function TaskStatus({ task }: { task: FileTask }) {
  const style = taskStatusMap[task.status];
  const label = style ? i18n.t(style.labelKey) : task.status;
  if (task.status === 'running') {
    return (
      <Space orientation="vertical" size={0} data-testid={`task-status-${task.taskId}`}>
        <span>{i18n.t('downloads.progress', { rows: task.progress })}</span>
        <Progress percent={100} status="active" showInfo={false} size="small" />
      </Space>
    );
  }
  return (
    <Space orientation="vertical" size={2} data-testid={`task-status-${task.taskId}`}>
      <Tag color={style?.color}>{label}</Tag>
      {task.status === 'failed' && task.error && (
        <Typography.Text type="danger">{task.error}</Typography.Text>
      )}
    </Space>
  );
}

import type { ApprovalHistory } from '@procuremart/contract';
import { Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../dictionaries/DictTag';
import { formatDateTime } from './formatters';

type Entry = ApprovalHistory['tasks'][number];

/**
 * A record's audits on the approval engine, oldest first: each task's level, approver, decision and remark (a
 * request submitted again shows each submission's tasks in turn).
 */
export function ApprovalTrail<E extends Entry>({
  tasks,
  subjectOf,
}: {
  tasks: readonly E[];
  /** What each task decides where the page shows several records' audits (a SPU's SKUs). */
  subjectOf?: (task: E) => string;
}) {
  const { t } = useTranslation();
  if (tasks.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resource.approvalTrail.empty')} />;
  }
  return (
    <Table<E>
      data-testid="approval-trail"
      size="small"
      rowKey="taskId"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[...tasks]}
      columns={[
        ...(subjectOf
          ? [
              {
                key: 'subject',
                title: t('resource.approvalTrail.subject'),
                render: (_: unknown, task: E) => subjectOf(task),
              },
            ]
          : []),
        {
          key: 'level',
          title: t('resource.approvalTrail.level'),
          render: (_, task) => `${task.levelNo}. ${task.levelName}`,
        },
        {
          key: 'approver',
          title: t('resource.approvalTrail.approver'),
          render: (_, task) => (
            <>
              {task.approverName}
              {task.escalated && (
                <Tag style={{ marginInlineStart: 4 }}>{t('resource.approvalTrail.escalated')}</Tag>
              )}
            </>
          ),
        },
        {
          key: 'status',
          title: t('resource.approvalTrail.status'),
          render: (_, task) => <DictTag code="APPROVAL_TASK_STATUS" value={String(task.status)} />,
        },
        { key: 'remark', dataIndex: 'remark', title: t('resource.approvalTrail.remark') },
        {
          key: 'decidedAt',
          title: t('resource.approvalTrail.decidedAt'),
          render: (_, task) => formatDateTime(task.decidedAt ?? task.createdAt),
        },
      ]}
    />
  );
}

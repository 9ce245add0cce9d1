import type { ApprovalDecision as Decision } from '@procuremart/contract';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../resources/formatters';

/** An approval decision as the approval records show it: approved or rejected, by whom, when, the comment. */
export function ApprovalDecision({ decision }: { decision: Decision | null }) {
  const { t } = useTranslation();
  if (!decision) return <span>-</span>;
  return (
    <Space orientation="vertical" size={0} data-testid="approval-decision">
      <Space size={4} wrap>
        <Tag color={decision.event === 'approve' ? 'green' : 'red'}>{t(`order.event.${decision.event}`)}</Tag>
        <span>{decision.approverName}</span>
        <Typography.Text type="secondary">{formatDateTime(decision.decidedAt)}</Typography.Text>
      </Space>
      {decision.remark && <Typography.Text>{decision.remark}</Typography.Text>}
    </Space>
  );
}

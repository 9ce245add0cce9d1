import { ArrowRightOutlined } from '@ant-design/icons';
import { Empty, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './formatters';
import type { HistoryEntry, StatusMap } from './types';
import { StatusTag } from './ValueView';

const TIMELINE_COLORS = new Set(['blue', 'red', 'green', 'gray']);

export interface StatusTimelineProps {
  history: readonly HistoryEntry[];
  statusMap: StatusMap;
  /** i18n key per machine event, e.g. { disable: 'brand.action.disable' }. */
  eventLabelKeys?: Record<string, string>;
}

/** A record's status changes, newest first, as a timeline: when, who, what, from which status to which. */
export function StatusTimeline({ history, statusMap, eventLabelKeys = {} }: StatusTimelineProps) {
  const { t } = useTranslation();
  if (history.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resource.noHistory')} />;
  }
  return (
    <Timeline
      data-testid="status-history"
      items={history.map((entry, index) => {
        const color = statusMap[entry.toStatus]?.color;
        const event = eventLabelKeys[entry.event] ? t(eventLabelKeys[entry.event]) : entry.event;
        return {
          key: `${entry.createdAt}-${index}`,
          color: color && TIMELINE_COLORS.has(color) ? color : 'gray',
          content: (
            <Space orientation="vertical" size={4}>
              <Typography.Text>
                {t('resource.historyEntry', { user: entry.username ?? t('resource.systemUser'), event })}
              </Typography.Text>
              <Space size={4}>
                {entry.fromStatus !== '' && (
                  <>
                    <StatusTag value={entry.fromStatus} statusMap={statusMap} />
                    <ArrowRightOutlined />
                  </>
                )}
                <StatusTag value={entry.toStatus} statusMap={statusMap} />
              </Space>
              {entry.remark && (
                <Typography.Text type="secondary">
                  {t('resource.remark', { remark: entry.remark })}
                </Typography.Text>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(entry.createdAt)}
              </Typography.Text>
            </Space>
          ),
        };
      })}
    />
  );
}

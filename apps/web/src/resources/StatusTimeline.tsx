import { ArrowRightOutlined } from '@ant-design/icons';
import type { Machine } from '@procuremart/contract';
import { Empty, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './formatters';
import { addMachineTexts } from './machine-texts';
import type { HistoryEntry, StatusMap } from './types';
import { StatusTag } from './ValueView';

const TIMELINE_COLORS = new Set(['blue', 'red', 'green', 'gray']);

export interface StatusTimelineProps {
  history: readonly HistoryEntry[];
  statusMap: StatusMap;
  /**
   * Labels each event as `<machine>.event.<event>` (the domain's word for what happened, e.g. an order's
   * 'create'), else as its action button, `<machine>.action.<event>` (its default words where the domain gives
   * none); the raw event where neither exists.
   */
  machine?: Machine;
  /** i18n key per event, where the domain names its events apart from its machine (a SPU's SKU history). */
  eventLabelKeys?: Record<string, string>;
}

/** A record's status changes, newest first, as a timeline: when, who, what, from which status to which. */
export function StatusTimeline({ history, statusMap, machine, eventLabelKeys = {} }: StatusTimelineProps) {
  const { t } = useTranslation();
  if (machine) addMachineTexts(machine);
  const labelOf = (event: string) => {
    if (eventLabelKeys[event]) return t(eventLabelKeys[event]);
    if (!machine) return event;
    return t([`${machine.name}.event.${event}`, `${machine.name}.action.${event}`], { defaultValue: event });
  };
  if (history.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resource.noHistory')} />;
  }
  return (
    <Timeline
      data-testid="status-history"
      items={history.map((entry, index) => {
        const color = statusMap[entry.toStatus]?.color;
        const event = labelOf(entry.event);
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

import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Drawer, Result, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewport } from '../app/viewport';
import { StatusTimeline } from './StatusTimeline';
import type { DetailSection, HistoryEntry, Row, StatusMap } from './types';
import { ValueOf } from './ValueView';

export interface ResourceDetailProps<D extends Row> {
  open: boolean;
  titleKey: string;
  /** The record's query key; the detail loads while open. */
  queryKey: readonly unknown[];
  load: () => Promise<D>;
  sections: readonly DetailSection<D>[];
  /** The record's status history (newest first) with the labels to show it. */
  history?: {
    of: (record: D) => readonly HistoryEntry[];
    statusMap: StatusMap;
    eventLabelKeys?: Record<string, string>;
  };
  /** Actions for the loaded record, shown in the footer bar. */
  footer?: (record: D) => ReactNode;
  onClose: () => void;
}

/** A drawer with the record in Descriptions cards and its status history as a timeline. */
export function ResourceDetail<D extends Row>(props: ResourceDetailProps<D>) {
  const { open, titleKey, queryKey, load, sections, history, footer, onClose } = props;
  const { t } = useTranslation();
  const viewport = useViewport();
  const detail = useQuery({ queryKey, queryFn: load, enabled: open });
  const record = detail.data;

  let body: ReactNode;
  if (detail.isError) {
    body = (
      <Result
        status="error"
        title={t('resource.loadFailed')}
        subTitle={(detail.error as { respDesc?: string }).respDesc}
        extra={
          <Button type="primary" onClick={() => void detail.refetch()}>
            {t('resource.retry')}
          </Button>
        }
      />
    );
  } else if (!record) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {sections.map((section) => (
          <Card key={section.titleKey} size="small" title={t(section.titleKey)}>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={section.items.map((item) => ({
                key: item.field,
                label: t(item.labelKey),
                span: item.span,
                children: <ValueOf view={item.view} value={record[item.field]} row={record} />,
              }))}
            />
          </Card>
        ))}
        {history && (
          <Card size="small" title={t('resource.history')}>
            <StatusTimeline
              history={history.of(record)}
              statusMap={history.statusMap}
              eventLabelKeys={history.eventLabelKeys}
            />
          </Card>
        )}
      </Space>
    );
  }

  return (
    <Drawer
      open={open}
      title={t(titleKey)}
      onClose={onClose}
      size={viewport === 'mobile' ? '100%' : 640}
      destroyOnHidden
      footer={
        record && footer ? (
          <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{footer(record)}</div>
        ) : null
      }
    >
      {body}
    </Drawer>
  );
}

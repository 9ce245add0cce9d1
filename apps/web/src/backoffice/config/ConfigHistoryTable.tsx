import type { ConfigChange, Page } from '@procuremart/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import { EMPTY_CELL, formatDateTime } from '../../resources/formatters';

const PAGE_SIZE = 10;

/** A paged table of configuration changes (who changed what from which value to which), newest first. */
export function ConfigHistoryTable({
  queryKey,
  load,
  targetTitleKey,
  showOrg = false,
  describeValue = (value) => value,
  nullTextKey,
}: {
  queryKey: readonly unknown[];
  load: (pageNo: number, pageSize: number) => Promise<Page<ConfigChange>>;
  /** The column naming what changed (an item code); left out when the whole table is about one thing. */
  targetTitleKey?: string;
  showOrg?: boolean;
  describeValue?: (value: string) => string;
  /** What a missing value reads as (a parameter's default); an empty cell by default. */
  nullTextKey?: string;
}) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const history = useQuery({ queryKey: [...queryKey, pageNo], queryFn: () => load(pageNo, PAGE_SIZE) });
  const value = (text: string | null) =>
    text !== null ? describeValue(text) : nullTextKey ? t(nullTextKey) : EMPTY_CELL;
  if (history.isError) return <Alert type="error" showIcon title={t('resource.loadFailed')} />;
  return (
    <Table<ConfigChange>
      className={CARD_TABLE}
      size="small"
      rowKey="changeId"
      loading={history.isFetching}
      dataSource={history.data?.rows ?? []}
      locale={{ emptyText: t('param.empty') }}
      data-testid="config-history"
      pagination={{
        current: pageNo,
        pageSize: PAGE_SIZE,
        total: history.data?.total ?? 0,
        onChange: setPageNo,
        showSizeChanger: false,
      }}
      columns={cardColumns([
        {
          key: 'changedAt',
          title: t('param.field.changedAt'),
          render: (_, row) => formatDateTime(row.changedAt),
          width: 170,
        },
        ...(targetTitleKey ? [{ key: 'target', title: t(targetTitleKey), dataIndex: 'targetKey' }] : []),
        ...(showOrg
          ? [
              {
                key: 'org',
                title: t('param.field.target'),
                render: (_: unknown, row: ConfigChange) => row.orgName ?? t('param.allOrgs'),
              },
            ]
          : []),
        { key: 'old', title: t('param.field.oldValue'), render: (_, row) => value(row.oldValue) },
        { key: 'new', title: t('param.field.newValue'), render: (_, row) => value(row.newValue) },
        { key: 'user', title: t('param.field.username'), render: (_, row) => row.username ?? EMPTY_CELL },
      ])}
    />
  );
}

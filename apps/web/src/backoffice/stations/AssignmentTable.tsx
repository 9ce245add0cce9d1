import type { Page } from '@procuremart/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Segmented, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback';
import { stationKeys } from './keys';

/** The words of one assignment table, as i18n keys: the two tabs, the search, the two row actions, the success. */
export interface AssignmentTexts {
  assigned: string;
  unassigned: string;
  search: string;
  add: string;
  remove: string;
  saved: string;
}

/**
 * What is assigned and what is not yet (a station's members, a role's stations), searched and paged, each row
 * assigned or unassigned with one click; the station views refresh after.
 */
export function AssignmentTable<R extends object>({
  rowKey,
  queryKey,
  load,
  change,
  columns,
  texts,
}: {
  rowKey: keyof R & string;
  queryKey: (assigned: boolean, keyword: string, pageNo: number) => readonly unknown[];
  load: (assigned: boolean, keyword: string, pageNo: number) => Promise<Page<R>>;
  change: (row: R, assigned: boolean) => Promise<unknown>;
  columns: TableColumnsType<R>;
  texts: AssignmentTexts;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [assigned, setAssigned] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: queryKey(assigned, keyword, pageNo),
    queryFn: () => load(assigned, keyword, pageNo),
  });
  const run = async (row: R) => {
    await change(row, assigned);
    feedback.message.success(t(texts.saved));
    await client.invalidateQueries({ queryKey: stationKeys.all });
  };
  return (
    <>
      <Segmented
        value={assigned ? 'assigned' : 'unassigned'}
        onChange={(value) => {
          setAssigned(value === 'assigned');
          setPageNo(1);
        }}
        options={[
          { value: 'assigned', label: t(texts.assigned) },
          { value: 'unassigned', label: t(texts.unassigned) },
        ]}
      />
      <Input.Search
        allowClear
        placeholder={t(texts.search)}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPageNo(1);
        }}
        style={{ margin: '12px 0', maxWidth: 360 }}
      />
      <Table<R>
        rowKey={rowKey}
        size="small"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        pagination={{ current: pageNo, pageSize: 10, total: data?.total ?? 0, onChange: setPageNo }}
        scroll={{ x: true }}
        columns={[
          ...columns,
          {
            key: 'action',
            render: (_, row) => (
              <Button type="link" danger={assigned} onClick={() => void run(row).catch(() => undefined)}>
                {t(assigned ? texts.remove : texts.add)}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}

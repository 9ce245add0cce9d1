import { type RoleOrg, type RoleUser, roleOrgColumns, roleUserColumns } from '@procuremart/contract';
import { alreadyAndNorOrg, alreadyAndNorUsers, authUserCommit, orgCommit } from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Result, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { CARD_TABLE } from '../../resources/card-table';
import { pageColumns } from '../../resources/page-columns';
import { tableColumns } from '../../resources/table-columns';
import type { ColumnDescriptor, Row } from '../../resources/types';
import { roleKeys } from './keys';

const PAGE_SIZE = 10;

interface Side<R extends Row> {
  rowKey: keyof R & string;
  columns: readonly ColumnDescriptor<R>[];
  searchKey: string;
  list: (query: {
    roleId: string;
    assigned: boolean;
    keyword?: string;
    pageNo: number;
    pageSize: number;
  }) => Promise<{
    rows: R[];
    total: number;
  }>;
  commit: (roleId: string, ids: string[], add: boolean) => Promise<unknown>;
}

const SIDES = {
  users: {
    rowKey: 'userId',
    columns: pageColumns(roleUserColumns),
    searchKey: 'role.assign.search',
    list: (query) => api(alreadyAndNorUsers, query),
    commit: (roleId, ids, add) =>
      api(authUserCommit, add ? { roleId, addUserIds: ids } : { roleId, removeUserIds: ids }),
  } satisfies Side<RoleUser>,
  orgs: {
    rowKey: 'orgId',
    columns: pageColumns(roleOrgColumns),
    searchKey: 'role.assign.searchOrg',
    list: (query) => api(alreadyAndNorOrg, query),
    commit: (roleId, ids, add) =>
      api(orgCommit, add ? { roleId, addOrgIds: ids } : { roleId, removeOrgIds: ids }),
  } satisfies Side<RoleOrg>,
};

/**
 * The users (or organisations) a role is granted to and those it is not yet, searched and paged; the selected
 * ones are granted or, after asking, withdrawn.
 */
export function RoleAssignments({ roleId, target }: { roleId: string; target: keyof typeof SIDES }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const side = SIDES[target] as unknown as Side<Row>;
  const [assigned, setAssigned] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const page = useQuery({
    queryKey: [...roleKeys.assignments(target, roleId), assigned, keyword, pageNo],
    queryFn: () =>
      side.list({ roleId, assigned, keyword: keyword || undefined, pageNo, pageSize: PAGE_SIZE }),
    enabled: roleId !== '',
  });
  const commit = async () => {
    await side.commit(roleId, selected, !assigned);
    feedback.message.success(
      t(assigned ? 'role.assign.removed' : 'role.assign.added', { count: selected.length }),
    );
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: roleKeys.all });
  };
  const onCommit = () => {
    if (!assigned) return void commit().catch(() => undefined);
    feedback.modal.confirm({
      title: t('role.assign.removeConfirm'),
      content: t('role.assign.removeHint'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => commit(),
    });
  };
  const show = (next: boolean) => {
    setAssigned(next);
    setPageNo(1);
    setSelected([]);
  };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Segmented
          data-testid={`role-${target}-side`}
          value={assigned ? 'assigned' : 'unassigned'}
          onChange={(value) => show(value === 'assigned')}
          options={[
            { value: 'assigned', label: t('role.assign.assigned') },
            { value: 'unassigned', label: t('role.assign.unassigned') },
          ]}
        />
        <Input.Search
          allowClear
          data-testid={`role-${target}-search`}
          placeholder={t(side.searchKey)}
          maxLength={50}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNo(1);
          }}
          style={{ width: 240 }}
        />
        <Button
          type={assigned ? 'default' : 'primary'}
          danger={assigned}
          disabled={selected.length === 0}
          data-testid={`role-${target}-commit`}
          onClick={onCommit}
        >
          {t(assigned ? 'role.assign.remove' : 'role.assign.add')}
        </Button>
      </Space>
      {page.isError ? (
        <Result
          status="error"
          title={t('role.assign.loadFailed')}
          extra={<Button onClick={() => void page.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <Table<Row>
          className={CARD_TABLE}
          rowKey={side.rowKey}
          size="small"
          loading={page.isLoading}
          dataSource={page.data?.rows ?? []}
          columns={tableColumns(side.columns, undefined, t)}
          locale={{ emptyText: <Typography.Text type="secondary">{t('role.assign.empty')}</Typography.Text> }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
          }}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPageNo,
          }}
        />
      )}
    </Space>
  );
}

import type { VisibilityMemberSku } from '@procuremart/contract';
import { lookupVisibilityOrgs, lookupVisibilitySkus } from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Input, Space, Table, Tabs, Tag, Typography } from 'antd';
import i18n, { type TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { localName } from '../../i18n/local-name';
import { formatAmount } from '../../resources/formatters';
import type { GroupRow, GroupUi } from './group-kinds';
import { visibilityKeys } from './keys';
import { itemLabel, RemotePicker } from './RemotePicker';

const PAGE_SIZE = 10;

const searchSkus = (keyword: string) => api(lookupVisibilitySkus, { keyword });
const searchOrgs = (keyword: string) => api(lookupVisibilityOrgs, { keyword });
const local = (name: string, nameEn?: string | null) => localName(i18n.language, name, nameEn);

/** Asks first, then runs a removal and says how many left. */
function confirmRemoval(t: TFunction, run: () => Promise<{ removed: number }>) {
  feedback.modal.confirm({
    title: t('visibility.removeConfirm'),
    content: t('visibility.removeHint'),
    okText: t('common.ok'),
    cancelText: t('common.cancel'),
    okButtonProps: { danger: true },
    onOk: async () => {
      const { removed } = await run();
      feedback.message.success(t('visibility.success.removed', { count: removed }));
    },
  });
}

/** One pool's or channel's goods (paged, searchable, add and remove in bulk) and its granted organisations. */
export function MembersDrawer<R extends GroupRow>({
  ui,
  group,
  onClose,
}: {
  ui: GroupUi<R>;
  group: R | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const groupId = group ? ui.idOf(group) : '';
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [skusToAdd, setSkusToAdd] = useState<string[]>([]);
  const [orgsToAdd, setOrgsToAdd] = useState<string[]>([]);
  const key = visibilityKeys.members(ui.kind, groupId);
  const skus = useQuery({
    queryKey: [...key, 'skus', keyword, pageNo],
    queryFn: () => ui.skus(groupId, { pageNo, pageSize: PAGE_SIZE, keyword: keyword || undefined }),
    enabled: groupId !== '',
  });
  const orgs = useQuery({
    queryKey: [...key, 'orgs'],
    queryFn: () => ui.orgs(groupId),
    enabled: groupId !== '',
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: visibilityKeys.all });
  };
  const change = async (
    set: (
      id: string,
      changes: { add?: string[]; remove?: string[] },
    ) => Promise<{ added: number; removed: number }>,
    changes: { add?: string[]; remove?: string[] },
  ) => {
    const counts = await set(groupId, changes);
    await refresh();
    return counts;
  };
  const add = async (set: typeof ui.setSkus, ids: string[], clear: () => void) => {
    const { added } = await change(set, { add: ids });
    clear();
    feedback.message.success(t('visibility.success.added', { count: added }));
  };
  const close = () => {
    setKeyword('');
    setPageNo(1);
    setSelected([]);
    setSkusToAdd([]);
    setOrgsToAdd([]);
    onClose();
  };

  const skuTab = (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <RemotePicker
          multiple
          search={searchSkus}
          value={skusToAdd}
          onChange={setSkusToAdd}
          placeholder={t('visibility.pickSkus')}
          testId="visibility-pick-skus"
        />
        <Button
          type="primary"
          disabled={skusToAdd.length === 0}
          onClick={() => void add(ui.setSkus, skusToAdd, () => setSkusToAdd([])).catch(() => undefined)}
        >
          {t('visibility.action.add')}
        </Button>
      </Space>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('visibility.skuKeyword')}
          maxLength={60}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNo(1);
          }}
          style={{ width: 260 }}
        />
        <Button
          danger
          disabled={selected.length === 0}
          onClick={() =>
            confirmRemoval(t, async () => {
              const counts = await change(ui.setSkus, { remove: selected });
              setSelected([]);
              return counts;
            })
          }
        >
          {t('visibility.action.removeSelected')}
        </Button>
        <Typography.Text type="secondary">
          {t('visibility.selectedCount', { count: selected.length })}
        </Typography.Text>
      </Space>
      {skus.isError ? (
        <Alert type="error" showIcon title={t('resource.loadFailed')} />
      ) : (
        <Table<VisibilityMemberSku>
          size="small"
          rowKey="skuId"
          loading={skus.isFetching}
          dataSource={skus.data?.rows ?? []}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: skus.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPageNo,
          }}
          data-testid="visibility-skus"
          columns={[
            { key: 'skuId', title: t('visibility.field.skuId'), dataIndex: 'skuId', width: 100 },
            {
              key: 'code',
              title: t('visibility.field.supplierSkuCode'),
              dataIndex: 'supplierSkuCode',
              width: 140,
            },
            {
              key: 'name',
              title: t('visibility.field.skuName'),
              ellipsis: true,
              render: (_, sku) => local(sku.skuName, sku.skuNameEn),
            },
            {
              key: 'supplier',
              title: t('visibility.field.supplierName'),
              ellipsis: true,
              render: (_, sku) => local(sku.supplierName, sku.supplierNameEn),
            },
            {
              key: 'price',
              title: t('visibility.field.price'),
              align: 'right',
              width: 110,
              render: (_, sku) => formatAmount(sku.price),
            },
            {
              key: 'shelf',
              title: t('visibility.field.onShelf'),
              width: 100,
              render: (_, sku) => (
                <Tag color={sku.onShelf ? 'green' : undefined}>
                  {t(sku.onShelf ? 'visibility.shelf.on' : 'visibility.shelf.off')}
                </Tag>
              ),
            },
          ]}
        />
      )}
    </Space>
  );

  const orgTab = (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <RemotePicker
          multiple
          search={searchOrgs}
          value={orgsToAdd}
          onChange={setOrgsToAdd}
          placeholder={t('visibility.pickOrgs')}
          testId="visibility-pick-orgs"
        />
        <Button
          type="primary"
          disabled={orgsToAdd.length === 0}
          onClick={() => void add(ui.setOrgs, orgsToAdd, () => setOrgsToAdd([])).catch(() => undefined)}
        >
          {t('visibility.action.add')}
        </Button>
      </Space>
      {orgs.isError ? (
        <Alert type="error" showIcon title={t('resource.loadFailed')} />
      ) : (
        <Table
          size="small"
          rowKey="id"
          loading={orgs.isFetching}
          dataSource={orgs.data ?? []}
          pagination={false}
          data-testid="visibility-orgs"
          columns={[
            { key: 'name', title: t('visibility.field.orgName'), render: (_, org) => itemLabel(org) },
            {
              key: 'remove',
              title: '',
              width: 90,
              render: (_, org) => (
                <Typography.Link
                  type="danger"
                  onClick={() => confirmRemoval(t, () => change(ui.setOrgs, { remove: [org.id] }))}
                >
                  {t('visibility.action.remove')}
                </Typography.Link>
              ),
            },
          ]}
        />
      )}
    </Space>
  );

  return (
    <Drawer
      open={group !== null}
      onClose={close}
      size="large"
      title={
        group
          ? t(`visibility.${ui.kind}.membersTitle`, {
              name: local(group.name, group.nameEn),
            })
          : ''
      }
      destroyOnHidden
    >
      <Tabs
        items={[
          { key: 'skus', label: t('visibility.tab.skus'), children: skuTab },
          { key: 'orgs', label: t('visibility.tab.orgs'), children: orgTab },
        ]}
      />
    </Drawer>
  );
}

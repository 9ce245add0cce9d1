import type { EffectiveMenuRow, MenuUser } from '@procuremart/contract';
import { searchMenuUsers, selMenusByUser } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { localName } from '../../i18n/local-name';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import { nestRows } from '../../resources/tree-rows';
import { menuKeys } from './keys';

/** Whose menus: a user found by username or name, then its effective menus and the roles each comes from. */
export function UserMenusCard() {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [user, setUser] = useState<MenuUser | null>(null);
  const found = useQuery({
    queryKey: [...menuKeys.all, 'users', keyword],
    queryFn: () => api(searchMenuUsers, { keyword }),
    enabled: keyword.trim() !== '',
  });
  const menus = useQuery({
    queryKey: menuKeys.userMenus(user?.userId ?? ''),
    queryFn: () => api(selMenusByUser, { userId: user?.userId ?? '' }),
    enabled: user !== null,
  });
  const rows = nestRows(menus.data?.rows ?? [], { key: 'menuId', parentKey: 'parentId' });
  const byId = new Map((found.data?.rows ?? []).map((row) => [row.userId, row]));
  return (
    <Card title={t('menuManage.userMenus.title')}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Select
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          allowClear
          style={{ width: '100%', maxWidth: 420 }}
          placeholder={t('menuManage.userMenus.pick')}
          data-testid="menu-user-pick"
          value={user?.userId}
          onChange={(userId?: string) => setUser(userId ? (byId.get(userId) ?? null) : null)}
          options={(found.data?.rows ?? []).map((row) => ({
            value: row.userId,
            label: `${row.userName} (${row.username})${row.orgName ? ` · ${row.orgName}` : ''}`,
          }))}
          notFoundContent={keyword ? t('menuManage.userMenus.noUser') : null}
        />
        {user === null ? (
          <Typography.Text type="secondary">{t('menuManage.userMenus.hint')}</Typography.Text>
        ) : (
          <Table<EffectiveMenuRow>
            className={CARD_TABLE}
            rowKey="menuId"
            size="small"
            loading={menus.isFetching}
            dataSource={rows}
            pagination={false}
            data-testid="user-menus"
            locale={{ emptyText: <Empty description={t('menuManage.userMenus.none')} /> }}
            columns={cardColumns<EffectiveMenuRow>([
              {
                key: 'name',
                title: t('menuManage.field.menuName'),
                render: (_, row) => (
                  <Space size={4}>
                    {localName(i18n.language, row.menuName, row.menuNameEn)}
                    {row.hidden && <Tag>{t('menuManage.userMenus.notShown')}</Tag>}
                  </Space>
                ),
              },
              { key: 'code', title: t('menuManage.field.menuCode'), dataIndex: 'menuCode', width: 200 },
              {
                key: 'grants',
                title: t('menuManage.userMenus.grants'),
                render: (_, row) =>
                  row.grants.length === 0
                    ? t('menuManage.userMenus.viaChildren')
                    : row.grants.map((grant) => (
                        <Tag
                          key={`${grant.source}-${grant.code}`}
                          color={grant.source === 'role' ? 'blue' : 'purple'}
                        >
                          {t(`menuManage.userMenus.source.${grant.source}`)}:{' '}
                          {localName(i18n.language, grant.name, grant.nameEn)}
                        </Tag>
                      )),
              },
            ])}
          />
        )}
      </Space>
    </Card>
  );
}

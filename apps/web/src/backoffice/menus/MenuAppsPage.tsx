import { PlusOutlined } from '@ant-design/icons';
import type { MenuAppRow } from '@procuremart/contract';
import { deleteMenuApp, queryMenuApps } from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { localName } from '../../i18n/local-name';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import { useEditing } from '../../resources/form-for';
import { menuKeys } from './keys';
import { MenuAppForm } from './MenuAppForm';

/** Application management (SPEC systemQuery): the app codes menus are grouped by. */
export default function MenuAppsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const apps = useQuery({ queryKey: menuKeys.apps(), queryFn: () => api(queryMenuApps, {}) });
  const form = useEditing<MenuAppRow>();
  const remove = (app: MenuAppRow) =>
    feedback.modal.confirm({
      title: t('menuApp.confirm.delete'),
      content: t('menuApp.confirm.deleteHint'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await api(deleteMenuApp, { appId: app.appId });
        feedback.message.success(t('menuApp.success.deleted'));
        await queryClient.invalidateQueries({ queryKey: menuKeys.all });
      },
    });
  return (
    <Card
      title={t('menuApp.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => form.edit({ mode: 'create' })}
          data-testid="menu-app-create"
        >
          {t('menuApp.action.create')}
        </Button>
      }
    >
      <Table<MenuAppRow>
        className={CARD_TABLE}
        rowKey="appId"
        loading={apps.isFetching}
        dataSource={apps.data?.apps ?? []}
        pagination={false}
        data-testid="menu-apps"
        columns={cardColumns<MenuAppRow>([
          { key: 'appCode', title: t('menuApp.field.appCode'), dataIndex: 'appCode', width: 160 },
          {
            key: 'appName',
            title: t('menuApp.field.appName'),
            render: (_, app) => (
              <Space size={4}>
                {localName(i18n.language, app.appName, app.appNameEn)}
                {app.builtIn && <Tag color="blue">{t('menuApp.builtIn')}</Tag>}
              </Space>
            ),
          },
          { key: 'groupCount', title: t('menuApp.field.groupCount'), dataIndex: 'groupCount', width: 120 },
          { key: 'sortNo', title: t('menuApp.field.sortNo'), dataIndex: 'sortNo', width: 90 },
          {
            key: 'actions',
            title: t('menuApp.field.actions'),
            width: 160,
            render: (_, app) => (
              <Space>
                <Button type="link" size="small" onClick={() => form.edit({ mode: 'edit', record: app })}>
                  {t('menuApp.action.edit')}
                </Button>
                {!app.builtIn && (
                  <Button type="link" size="small" danger onClick={() => remove(app)}>
                    {t('menuApp.action.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ])}
      />
      <MenuAppForm {...form.props} />
    </Card>
  );
}

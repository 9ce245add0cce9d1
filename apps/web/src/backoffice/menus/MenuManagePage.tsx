import { BACK_OFFICE_APP_CODE, type MenuDraftRow } from '@procuremart/contract';
import { publishMenusInitial, publishMenusSave, queryMenuApps } from '@procuremart/contract/refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { localName } from '../../i18n/local-name';
import { useEditing } from '../../resources/form-for';
import { ResourceTree, useTreeData } from '../../resources/ResourceTree';
import type { RowAction } from '../../resources/types';
import { menuKeys } from './keys';
import { MenuDraftForm } from './MenuDraftForm';
import { menuDraftTree, restoreAction } from './menu-draft-tree';
import { UserMenusCard } from './UserMenusCard';

/** Publishes the draft, or starts it again from what users see, after asking. */
function DraftBar({ pendingCount }: { pendingCount: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ask = (kind: 'publish' | 'restart') =>
    feedback.modal.confirm({
      title: t(`menuManage.confirm.${kind}`),
      content: t(`menuManage.confirm.${kind}Hint`),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await api(kind === 'publish' ? publishMenusSave : publishMenusInitial, {});
        feedback.message.success(t(`menuManage.success.${kind}`));
        await queryClient.invalidateQueries({ queryKey: menuKeys.all });
      },
    });
  return (
    <Alert
      type={pendingCount > 0 ? 'warning' : 'info'}
      showIcon
      data-testid="menu-draft-state"
      title={pendingCount > 0 ? t('menuManage.pending', { count: pendingCount }) : t('menuManage.upToDate')}
      description={
        <Space wrap>
          <Button onClick={() => ask('restart')} disabled={pendingCount === 0} data-testid="menu-restart">
            {t('menuManage.action.restart')}
          </Button>
          <Button
            type="primary"
            onClick={() => ask('publish')}
            disabled={pendingCount === 0}
            data-testid="menu-publish"
          >
            {t('menuManage.action.publish')}
          </Button>
        </Space>
      }
    />
  );
}

/**
 * Menu management (SPEC menuManage): an application's menus as the draft has them; operators rename (both
 * languages), reorder, hide, move pages between groups and groups between applications, then publish. Below,
 * whose menus: a user's effective menus and why.
 */
export default function MenuManagePage() {
  const { t, i18n } = useTranslation();
  const [appCode, setAppCode] = useState<string>(BACK_OFFICE_APP_CODE);
  const apps = useQuery({ queryKey: menuKeys.apps(), queryFn: () => api(queryMenuApps, {}) });
  const tree = useMemo(() => menuDraftTree(appCode), [appCode]);
  const draft = useTreeData(tree);
  const form = useEditing<MenuDraftRow, never>();
  const rowActions: RowAction<MenuDraftRow>[] = [
    {
      key: 'edit',
      labelKey: 'menuManage.action.edit',
      run: (row) => form.edit({ mode: 'edit', record: row }),
    },
    restoreAction,
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <span>{t('menuManage.field.appCode')}</span>
          <Select
            value={appCode}
            onChange={setAppCode}
            style={{ minWidth: 220 }}
            data-testid="menu-app"
            options={(apps.data?.apps ?? []).map((app) => ({
              value: app.appCode,
              label: `${localName(i18n.language, app.appName, app.appNameEn)} (${app.appCode})`,
            }))}
          />
        </Space>
      </Card>
      <DraftBar pendingCount={draft.data?.pendingCount ?? 0} />
      <ResourceTree tree={tree} rowActions={rowActions}>
        <MenuDraftForm {...form.props} />
      </ResourceTree>
      <UserMenusCard />
    </Space>
  );
}

import { configMenus } from '@procuremart/contract/refs';
import { Button, Card, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { feedback } from '../../app/feedback';
import { usePageParams } from '../../app/tabs/page-params';
import { grantedCodes } from './menu-tree';
import { initialLeaves, RoleMenuTree } from './RoleMenuTree';
import { useRoleMenus } from './use-role-menus';

/**
 * A role's menus and access codes as a tree: configured on roleConfig (tick, save; holders see it at their next
 * request), read only on roleResource. One module for both pages (the first-load bundle is nearly full).
 */
function RoleMenusPage({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const params = usePageParams(readOnly ? 'roleResource' : 'roleConfig');
  const { roleId, name, menus } = useRoleMenus(params.roleId);
  const [leaves, setLeaves] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setLeaves(initialLeaves(menus.data?.menus ?? [])), [menus.data]);
  if (menus.isError)
    return (
      <Result
        status="error"
        title={t('role.menus.loadFailed')}
        extra={<Button onClick={() => void menus.refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (!menus.data) return <Spin />;
  if (readOnly)
    return (
      <Card title={t('role.menus.readOnlyTitle', { name })}>
        <RoleMenuTree menus={menus.data.menus} readOnly />
      </Card>
    );
  const save = async () => {
    setSaving(true);
    try {
      await api(configMenus, { roleId, menuCodes: grantedCodes(leaves) });
      feedback.message.success(t('role.menus.saved'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      title={t('role.menus.title', { name })}
      extra={
        <Button
          type="primary"
          loading={saving}
          data-testid="role-menus-save"
          onClick={() => void save().catch(() => undefined)}
        >
          {t('role.menus.save')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('role.menus.hint')}</Typography.Paragraph>
      <RoleMenuTree menus={menus.data.menus} checked={leaves} onChange={setLeaves} />
    </Card>
  );
}

export const RoleConfigPage = () => <RoleMenusPage readOnly={false} />;
export const RoleResourcePage = () => <RoleMenusPage readOnly />;

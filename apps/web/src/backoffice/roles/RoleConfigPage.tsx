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

/** The menus and access codes a role grants (roleConfig): tick, save; holders see it at their next request. */
export default function RoleConfigPage() {
  const { t } = useTranslation();
  const { roleId, name, menus } = useRoleMenus(usePageParams('roleConfig').roleId);
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

import { Button, Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '../../app/tabs/page-params';
import { RoleMenuTree } from './RoleMenuTree';
import { useRoleMenus } from './use-role-menus';

/** What a role grants (roleResource), read only: the same tree as its configuration. */
export default function RoleResourcePage() {
  const { t } = useTranslation();
  const { name, menus } = useRoleMenus(usePageParams('roleResource').roleId);
  if (menus.isError)
    return (
      <Result
        status="error"
        title={t('role.menus.loadFailed')}
        extra={<Button onClick={() => void menus.refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (!menus.data) return <Spin />;
  return (
    <Card title={t('role.menus.readOnlyTitle', { name })}>
      <RoleMenuTree menus={menus.data.menus} readOnly />
    </Card>
  );
}

import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '../../app/tabs/page-params';
import { RoleAssignments } from './RoleAssignments';
import { useRoleMenus } from './use-role-menus';

/** A role's users and organisations (roleAuthority): granted or not yet, grant and withdraw. */
export default function RoleAuthorityPage() {
  const { t } = useTranslation();
  const { roleId, name } = useRoleMenus(usePageParams('roleAuthority').roleId);
  return (
    <Card title={t('role.assign.title', { name })}>
      <Tabs
        items={[
          {
            key: 'users',
            label: t('role.assign.users'),
            children: <RoleAssignments roleId={roleId} target="users" />,
          },
          {
            key: 'orgs',
            label: t('role.assign.orgs'),
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('role.assign.orgHint')}</Typography.Paragraph>
                <RoleAssignments roleId={roleId} target="orgs" />
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}

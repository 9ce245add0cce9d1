import type { RoleRow } from '@procuremart/contract';
import { Card, Drawer, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '../../app/tabs/page-params';
import { useLocalName } from '../../i18n/local-name';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { RoleAssignments } from './RoleAssignments';
import { ownRoleList } from './role-resource';
import { useRoleMenus } from './use-role-menus';

// The pages that grant a role to people (one module: the first-load bundle is nearly full).

/** A role's users and organisations (roleAuthority): granted or not yet, grant and withdraw. */
export function RoleAuthorityPage() {
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

/**
 * An enterprise administrator's roles (roleManagement): the built-in buyer and approver and the roles the platform
 * granted to its organisation, each handed to or withdrawn from its own members.
 */
export function RoleManagementPage() {
  const { t } = useTranslation();
  const local = useLocalName();
  const [assigning, setAssigning] = useState<RoleRow | null>(null);
  const actions: RowAction<RoleRow>[] = [
    { key: 'assign', labelKey: 'role.action.assign', run: (role) => setAssigning(role) },
  ];
  return (
    <>
      <ResourceList descriptor={ownRoleList} rowActions={actions} />
      <Drawer
        open={assigning !== null}
        size="large"
        title={t('role.assign.title', {
          name: assigning ? local(assigning.roleName, assigning.roleNameEn) : '',
        })}
        onClose={() => setAssigning(null)}
        destroyOnHidden
      >
        {assigning ? <RoleAssignments roleId={assigning.roleId} target="users" /> : null}
      </Drawer>
    </>
  );
}

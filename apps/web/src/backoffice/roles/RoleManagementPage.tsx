import type { RoleRow } from '@procuremart/contract';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../i18n/local-name';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { RoleAssignments } from './RoleAssignments';
import { ownRoleList } from './role-resource';

/**
 * An enterprise administrator's roles (roleManagement): the built-in buyer and approver and the roles the platform
 * granted to its organisation, each handed to or withdrawn from its own members.
 */
export default function RoleManagementPage() {
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

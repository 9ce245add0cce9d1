import { type RoleDetail, roleGlossary, roleMachine } from '@procuremart/contract';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { roleKeys } from './keys';
import { RoleForm } from './RoleForm';
import { loadRole, roleList, roleSections } from './role-resource';
import { useRoleActions } from './use-role-actions';

/** One role in its own tab (roleDetail): what it is for, its grants, its state history; its actions. */
export default function RoleDetailPage() {
  const { actions, form } = useRoleActions<RoleDetail>();
  return (
    <ResourceDetailPage<RoleDetail, 'roleDetail'>
      glossary={roleGlossary}
      page="roleDetail"
      idParam="roleId"
      queryKey={roleKeys.detail}
      load={loadRole}
      recordTitle={(role) => `${role.roleName}（${role.roleCode}）`}
      status={{ of: (role) => role.status, dict: { code: 'ROLE_STATUS' } }}
      facts={['roleCode', 'kind', 'userCount']}
      columns={roleList.columns}
      machine={roleMachine}
      actions={actions}
      invalidateKey={roleKeys.all}
      tabs={[
        { key: 'basic', labelKey: 'role.tab.basic', sections: roleSections },
        { key: 'history', labelKey: 'role.tab.history', history: { of: (role) => role.history } },
      ]}
    >
      <RoleForm {...form.props} />
    </ResourceDetailPage>
  );
}

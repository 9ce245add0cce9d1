import { PlusOutlined } from '@ant-design/icons';
import { ROLE_PERMISSION, type RoleDetail, roleGlossary, roleMachine } from '@procuremart/contract';
import { useSession } from '../../app/session';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { ResourceList } from '../../resources/ResourceList';
import type { ToolbarAction } from '../../resources/types';
import { roleKeys } from './keys';
import { RoleForm } from './RoleForm';
import { loadRole, roleList, roleSections } from './role-resource';
import { useRoleActions } from './use-role-actions';

// The operators' role list and detail (one module: the first-load bundle is nearly full).

/** Roles (roleList): every role with its kind of user, state and grants; add, edit, menus, authorise, stop, delete. */
export function RoleListPage() {
  const { userInfo } = useSession();
  const { actions, form } = useRoleActions();
  const toolbar: ToolbarAction[] = userInfo?.menuCodeList.includes(ROLE_PERMISSION.edit)
    ? [
        {
          key: 'create',
          labelKey: 'role.action.create',
          primary: true,
          icon: <PlusOutlined />,
          testId: 'role-create',
          onClick: () => form.edit({ mode: 'create' }),
        },
      ]
    : [];
  return (
    <>
      <ResourceList descriptor={roleList} toolbar={toolbar} rowActions={actions} />
      <RoleForm {...form.props} />
    </>
  );
}

/** One role in its own tab (roleDetail): what it is for, its grants, its state history; its actions. */
export function RoleDetailPage() {
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

import { PlusOutlined } from '@ant-design/icons';
import { ROLE_PERMISSION } from '@procuremart/contract';
import { useSession } from '../../app/session';
import { ResourceList } from '../../resources/ResourceList';
import type { ToolbarAction } from '../../resources/types';
import { RoleForm } from './RoleForm';
import { roleList } from './role-resource';
import { useRoleActions } from './use-role-actions';

/** Roles (roleList): every role with its kind of user, state and grants; add, edit, menus, authorise, stop, delete. */
export default function RoleListPage() {
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

import { PlusOutlined } from '@ant-design/icons';
import type { CommodityGroup } from '@procuremart/contract';
import { deleteCommodityGroup } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { useEditing } from '../../resources/form-for';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import { GroupForm } from './GroupForm';
import { groupList } from './group-resource';

/** Commodity groups (operators): filters, create, view (members in its own tab), edit, delete after asking. */
export default function GroupListPage() {
  const form = useEditing<CommodityGroup>({ mode: 'create' });
  const rowActions: RowAction<CommodityGroup>[] = [
    {
      key: 'edit',
      labelKey: 'group.action.edit',
      run: (group) => form.edit({ mode: 'edit', record: group }),
    },
    {
      key: 'delete',
      labelKey: 'group.action.delete',
      danger: true,
      confirm: { titleKey: 'group.confirm.delete', descriptionKey: 'group.confirm.deleteHint' },
      successKey: 'group.success.deleted',
      run: (group) => api(deleteCommodityGroup, { groupId: group.groupId }),
    },
  ];
  const toolbar: ToolbarAction[] = [
    {
      key: 'create',
      labelKey: 'group.action.create',
      primary: true,
      icon: <PlusOutlined />,
      testId: 'group-create',
      onClick: () => form.edit({ mode: 'create' }),
    },
  ];
  return (
    <>
      <ResourceList descriptor={groupList} toolbar={toolbar} rowActions={rowActions} />
      <GroupForm {...form.props} />
    </>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import type { CommodityGroup } from '@procuremart/contract';
import { deleteCommodityGroup } from '@procuremart/contract/refs';
import { useState } from 'react';
import { api } from '../../api/client';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import { type GroupEditing, GroupForm } from './GroupForm';
import { groupList } from './group-resource';

/** Commodity groups (operators): filters, create, view (members in its own tab), edit, delete after asking. */
export default function GroupListPage() {
  const [editing, setEditing] = useState<GroupEditing>({ mode: 'create' });
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (next: GroupEditing) => {
    setEditing(next);
    setFormOpen(true);
  };
  const rowActions: RowAction<CommodityGroup>[] = [
    { key: 'edit', labelKey: 'group.action.edit', run: (group) => openForm({ mode: 'edit', group }) },
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
      onClick: () => openForm({ mode: 'create' }),
    },
  ];
  return (
    <>
      <ResourceList descriptor={groupList} toolbar={toolbar} rowActions={rowActions} />
      <GroupForm open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
    </>
  );
}

import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { ResourceForm } from '../../resources/ResourceForm';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import type { GroupFormValues, GroupRow, GroupUi } from './group-kinds';
import { MembersDrawer } from './MembersDrawer';
import { OrgVisibilityModal } from './OrgVisibilityModal';

/**
 * Pools or channels (operators): filter, create, edit, delete (asks first), and a drawer of each one's goods
 * and granted organisations; the toolbar opens one organisation's limits.
 */
export function GroupListPage<R extends GroupRow>({ ui }: { ui: GroupUi<R> }) {
  const [editing, setEditing] = useState<R | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [members, setMembers] = useState<R | null>(null);
  const [orgLimitsOpen, setOrgLimitsOpen] = useState(false);
  const prefix = `visibility.${ui.kind}`;

  const openForm = (row: R | null) => {
    setEditing(row);
    setFormOpen(true);
  };
  const rowActions: RowAction<R>[] = [
    { key: 'edit', labelKey: 'visibility.action.edit', run: (row) => openForm(row) },
    { key: 'members', labelKey: 'visibility.action.members', run: (row) => setMembers(row) },
    {
      key: 'delete',
      labelKey: 'visibility.action.delete',
      danger: true,
      confirm: { titleKey: `${prefix}.deleteConfirm`, descriptionKey: `${prefix}.deleteHint` },
      successKey: 'visibility.success.deleted',
      run: (row) => ui.remove(ui.idOf(row)),
    },
  ];
  const toolbar: ToolbarAction[] = [
    {
      key: 'orgLimits',
      labelKey: 'visibility.action.orgLimits',
      icon: <TeamOutlined />,
      testId: `${ui.kind}-org-limits`,
      onClick: () => setOrgLimitsOpen(true),
    },
    {
      key: 'create',
      labelKey: `${prefix}.create`,
      primary: true,
      icon: <PlusOutlined />,
      testId: `${ui.kind}-create`,
      onClick: () => openForm(null),
    },
  ];
  const initialValues = editing
    ? ({ ...editing, description: (editing as { description?: string }).description } as GroupFormValues)
    : undefined;

  return (
    <>
      <ResourceList descriptor={ui.list} toolbar={toolbar} rowActions={rowActions} />
      <ResourceForm<GroupFormValues, R>
        open={formOpen}
        titleKey={editing ? `${prefix}.editTitle` : `${prefix}.createTitle`}
        schema={ui.schema}
        fields={ui.fields}
        initialValues={initialValues}
        submit={(values, options) => ui.save(values, editing ? ui.idOf(editing) : undefined, options)}
        successKey="visibility.success.saved"
        invalidateKey={ui.listKey}
        onClose={() => setFormOpen(false)}
      />
      <MembersDrawer ui={ui} group={members} onClose={() => setMembers(null)} />
      <OrgVisibilityModal open={orgLimitsOpen} onClose={() => setOrgLimitsOpen(false)} />
    </>
  );
}

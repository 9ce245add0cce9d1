import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useEditing } from '../../resources/form-for';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import type { GroupRow, GroupUi } from './group-kinds';
import { MembersDrawer } from './MembersDrawer';
import { OrgVisibilityModal } from './OrgVisibilityModal';

/**
 * Pools or channels (operators): filter, create, edit, delete (asks first), and a drawer of each one's goods
 * and granted organisations; the toolbar opens one organisation's limits.
 */
export function GroupListPage<R extends GroupRow>({ ui }: { ui: GroupUi<R> }) {
  const form = useEditing<R>({ mode: 'create' });
  const [members, setMembers] = useState<R | null>(null);
  const [orgLimitsOpen, setOrgLimitsOpen] = useState(false);
  const prefix = `visibility.${ui.kind}`;

  const rowActions: RowAction<R>[] = [
    {
      key: 'edit',
      labelKey: 'visibility.action.edit',
      run: (row) => form.edit({ mode: 'edit', record: row }),
    },
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
      onClick: () => form.edit({ mode: 'create' }),
    },
  ];
  return (
    <>
      <ResourceList descriptor={ui.list} toolbar={toolbar} rowActions={rowActions} />
      <ui.Form {...form.props} />
      <MembersDrawer ui={ui} group={members} onClose={() => setMembers(null)} />
      <OrgVisibilityModal open={orgLimitsOpen} onClose={() => setOrgLimitsOpen(false)} />
    </>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { type Locale, type OrgRow, TRADING_ORG_STATES } from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import type { TreeDescriptor } from '../../resources/define-tree';
import { useEditing } from '../../resources/form-for';
import { pageAction } from '../../resources/page-view';
import { ResourceTree, useTreeData } from '../../resources/ResourceTree';
import type { RowAction, ToolbarAction } from '../../resources/types';
import { type OrgCreateContext, OrgForm } from './OrgForm';
import { orgPermissions } from './org-permissions';
import { deleteOrgAction, innerOrgView, isDepartment, isInner, orgSteps, orgView } from './org-resource';
import { type TransferContext, TransferForm, transferTargets } from './TransferForm';

interface OrgTreeViewProps {
  tree: TreeDescriptor<OrgRow, { orgs: OrgRow[] }>;
  /** The type of the top organisations the toolbar adds. */
  orgType: string;
  createKey: string;
}

/**
 * One kind's organisation tree: view (its own tab), add a department, edit, move a department within its
 * enterprise, start/stop and the registry's states, delete; the toolbar adds a top organisation.
 */
export function OrgTreeView({ tree, orgType, createKey }: OrgTreeViewProps) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const { userInfo } = useSession();
  const may = orgPermissions(userInfo?.menuCodeList ?? []);
  const rows = useTreeData(tree).data?.orgs ?? [];
  const form = useEditing<OrgRow, OrgCreateContext>({ mode: 'create', parent: null, orgType });
  const transfer = useEditing<never, TransferContext>();
  const rowActions: RowAction<OrgRow>[] = [
    { ...pageAction(navigate, orgView), visible: (org) => may.mayView && !isInner(org) },
    { ...pageAction(navigate, innerOrgView), visible: (org) => may.mayView && isInner(org) },
    {
      key: 'addChild',
      labelKey: 'org.action.addChild',
      visible: (org) => may.mayAddChild(org.orgType) && TRADING_ORG_STATES.includes(org.state),
      run: (org) => form.edit({ mode: 'create', parent: org, orgType: org.orgType }),
    },
    {
      key: 'edit',
      labelKey: 'org.action.edit',
      visible: (org) => may.mayEdit(org),
      run: (org) => form.edit({ mode: 'edit', record: org }),
    },
    {
      key: 'transfer',
      labelKey: 'org.action.transfer',
      visible: (org) => may.mayMove && isDepartment(org),
      run: (org) =>
        transfer.edit({ mode: 'create', org, targets: transferTargets(rows, org, i18n.language as Locale) }),
    },
    ...orgSteps.row,
    deleteOrgAction,
  ];
  const toolbar: ToolbarAction[] = may.mayAdd(orgType)
    ? [
        {
          key: 'create',
          labelKey: createKey,
          primary: true,
          icon: <PlusOutlined />,
          testId: `org-create-${orgType}`,
          onClick: () => form.edit({ mode: 'create', parent: null, orgType }),
        },
      ]
    : [];
  return (
    <ResourceTree tree={tree} rowActions={rowActions} toolbar={toolbar}>
      <OrgForm {...form.props} />
      <TransferForm {...transfer.props} />
    </ResourceTree>
  );
}

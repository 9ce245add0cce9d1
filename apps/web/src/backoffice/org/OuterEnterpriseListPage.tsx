import { PlusOutlined } from '@ant-design/icons';
import { type OrgRow, OrgType } from '@procuremart/contract';
import { useSession } from '../../app/session';
import { useEditing } from '../../resources/form-for';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction, ToolbarAction } from '../../resources/types';
import { type OrgCreateContext, OrgForm } from './OrgForm';
import { orgPermissions } from './org-permissions';
import { deleteOrgAction, deleteOrgsAction, enterpriseList, orgSteps } from './org-resource';

/**
 * External organisations (outerEnterpriseList): enterprises and suppliers by name, credit code, type, state and
 * creation date; add, view (its own tab), edit, start/stop and the registry's states one by one or in a batch,
 * delete, export.
 */
export default function OuterEnterpriseListPage() {
  const { userInfo } = useSession();
  const may = orgPermissions(userInfo?.menuCodeList ?? []);
  const form = useEditing<OrgRow, OrgCreateContext>({
    mode: 'create',
    parent: null,
    orgType: OrgType.enterprise,
  });
  const rowActions: RowAction<OrgRow>[] = [
    {
      key: 'edit',
      labelKey: 'org.action.edit',
      visible: (org) => may.mayEdit(org),
      run: (org) => form.edit({ mode: 'edit', record: org }),
    },
    ...orgSteps.row,
    deleteOrgAction,
  ];
  const create = (orgType: string, labelKey: string, primary: boolean): ToolbarAction => ({
    key: `create-${orgType}`,
    labelKey,
    primary,
    icon: <PlusOutlined />,
    testId: `org-create-${orgType}`,
    onClick: () => form.edit({ mode: 'create', parent: null, orgType }),
  });
  const toolbar = may.mayAdd(OrgType.enterprise)
    ? [
        create(OrgType.supplier, 'org.createSupplierTitle', false),
        create(OrgType.enterprise, 'org.action.create', true),
      ]
    : [];
  return (
    <>
      <ResourceList
        descriptor={enterpriseList}
        toolbar={toolbar}
        rowActions={rowActions}
        bulkActions={[...orgSteps.bulk, deleteOrgsAction]}
      />
      <OrgForm {...form.props} />
    </>
  );
}

import { type OrgDetail, orgGlossary, orgMachine } from '@procuremart/contract';
import { useSession } from '../../app/session';
import { useEditing } from '../../resources/form-for';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import type { RowAction } from '../../resources/types';
import { OrgAccountSetTab } from '../orgChange/OrgAccountSetTab';
import { orgKeys } from './keys';
import { type OrgCreateContext, OrgForm } from './OrgForm';
import { orgPermissions } from './org-permissions';
import {
  deleteOrgAction,
  enterpriseList,
  loadOrg,
  orgSections,
  orgStatusMap,
  orgSteps,
} from './org-resource';

/**
 * One organisation in its own tab (operateOrgDetail for an operating organisation, outerEnterpriseDetail for
 * the others): its facts, contacts and state history; edit, start/stop, the registry's states, delete.
 */
export default function OrgDetailPage() {
  const { userInfo } = useSession();
  const may = orgPermissions(userInfo?.menuCodeList ?? []);
  const form = useEditing<OrgDetail, OrgCreateContext>();
  const actions: RowAction<OrgDetail>[] = [
    {
      key: 'edit',
      labelKey: 'org.action.edit',
      visible: (org) => may.mayEdit(org),
      run: (org) => form.edit({ mode: 'edit', record: org }),
    },
    ...orgSteps.row,
    deleteOrgAction,
  ];
  return (
    <ResourceDetailPage<OrgDetail, 'operateOrgDetail' | 'outerEnterpriseDetail'>
      glossary={orgGlossary}
      page={['outerEnterpriseDetail', 'operateOrgDetail']}
      idParam="orgId"
      queryKey={orgKeys.detail}
      load={loadOrg}
      recordTitle={(org) => org.name}
      status={{ of: (org) => org.state, statusMap: orgStatusMap }}
      facts={[{ field: 'orgType' }, 'creditCode', 'contactName']}
      columns={enterpriseList.columns}
      machine={orgMachine}
      actions={actions}
      invalidateKey={orgKeys.all}
      tabs={[
        { key: 'basic', labelKey: 'org.tab.basic', sections: orgSections },
        { key: 'history', labelKey: 'org.tab.history', history: { of: (org) => org.history } },
        // An enterprise's approved account set (the version in use), where operators look an enterprise up.
        {
          key: 'accountSet',
          labelKey: 'orgChange.accountSet.tab',
          render: (org) => <OrgAccountSetTab orgId={org.orgId} />,
        },
      ]}
    >
      <OrgForm {...form.props} />
    </ResourceDetailPage>
  );
}

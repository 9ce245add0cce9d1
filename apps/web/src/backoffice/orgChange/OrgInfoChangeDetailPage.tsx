import { type OrgInfoChangeDetail, orgChangeGlossary, orgInfoChangeMachine } from '@procuremart/contract';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { ChangeValues } from './ChangeValues';
import { changeStatusMap, loadChange, orgChangeAudit } from './change-resource';
import { orgChangeKeys } from './keys';

/** One information change in its own tab: what it changes beside the info on record, its history; decide it. */
export default function OrgInfoChangeDetailPage() {
  return (
    <ResourceDetailPage<OrgInfoChangeDetail, 'orgInfoChangeDetail'>
      glossary={orgChangeGlossary}
      page="orgInfoChangeDetail"
      idParam="changeId"
      queryKey={orgChangeKeys.detail}
      load={loadChange}
      recordTitle={(record) => record.companyName}
      status={{ of: (record) => record.state, statusMap: changeStatusMap }}
      facts={['kind', 'submittedBy', 'submittedAt']}
      columns={orgChangeAudit.list.columns}
      machine={orgInfoChangeMachine}
      actions={orgChangeAudit.rowActions}
      invalidateKey={orgChangeKeys.all}
      tabs={[
        {
          key: 'values',
          labelKey: 'orgChange.tab.values',
          render: (record) => (
            <ChangeValues kind={record.kind} current={record.current} proposed={record.values} />
          ),
        },
        { key: 'history', labelKey: 'orgChange.tab.history', history: { of: (record) => record.history } },
      ]}
    />
  );
}

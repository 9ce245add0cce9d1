import { pricingGlossary, skuChangeMachine } from '@procuremart/contract';
import { getChangeRequest } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { ApprovalTrail } from '../../resources/ApprovalTrail';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import type { DetailItem, DetailSection } from '../../resources/types';
import { pricingKeys } from './keys';
import { changeAudit, changeStatusMap, skuStatusMap } from './pricing-resource';

type ChangeDetail = Awaited<ReturnType<typeof loadChange>>;
const loadChange = (changeId: string) => api(getChangeRequest, { changeId });
const amount = { kind: 'amount' } as const;
const datetime = { kind: 'datetime' } as const;

const facts: DetailItem<ChangeDetail>[] = [
  { field: 'supplierName' },
  { field: 'supplierSkuCode' },
  { field: 'changePercent' },
  { field: 'requestedAt', view: datetime },
];

const sections: DetailSection<ChangeDetail>[] = [
  {
    titleKey: 'pricing.section.change',
    items: [
      { field: 'oldSalePrice', view: amount },
      { field: 'newSalePrice', view: amount },
      { field: 'changePercent' },
      { field: 'oldMarketPrice', view: amount },
      { field: 'newMarketPrice', view: amount },
      {
        field: 'skuStatus',
        view: { kind: 'status', statusMap: skuStatusMap },
      },
    ],
  },
  {
    titleKey: 'pricing.section.request',
    items: [
      { field: 'skuName' },
      { field: 'requestedBy' },
      { field: 'requestedAt', view: datetime },
      { field: 'decidedBy' },
      { field: 'decidedAt', view: datetime },
      { field: 'reason', span: 'filled' },
    ],
  },
];

/** One change request in its own tab (`commodityChDetail?changeId=…`): old → new, audit record, decide. */
export default function ChangeDetailPage() {
  return (
    <ResourceDetailPage<ChangeDetail, 'commodityChDetail'>
      glossary={pricingGlossary}
      page="commodityChDetail"
      idParam="changeId"
      queryKey={pricingKeys.change}
      load={loadChange}
      recordTitle={(change) => change.skuName}
      status={{ of: (change) => change.status, statusMap: changeStatusMap }}
      facts={facts}
      machine={skuChangeMachine}
      actions={changeAudit.rowActions}
      invalidateKey={pricingKeys.all}
      tabs={[
        { key: 'basic', labelKey: 'pricing.tab.basic', sections },
        {
          key: 'history',
          labelKey: 'pricing.tab.history',
          history: { of: (change) => change.history },
        },
        {
          key: 'approvals',
          labelKey: 'resource.approvalTrail.tab',
          render: (change) => <ApprovalTrail tasks={change.approvals} />,
        },
      ]}
    />
  );
}

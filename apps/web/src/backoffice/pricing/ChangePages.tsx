import { type ChangeRequestRow, pageLink } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { AuditPage } from '../../resources/AuditPage';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { changeAudit, changeRequestList, withdrawActions } from './pricing-resource';

/** The supplier's change requests and their audit state (`commodityChQryList`); pending ones may be withdrawn. */
export function ChangeRequestPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<ChangeRequestRow>[] = [
    {
      key: 'history',
      labelKey: 'pricing.action.priceHistory',
      run: (row) => navigate(pageLink('priceHistory', { skuId: row.skuId })),
    },
    ...withdrawActions.row,
  ];
  return (
    <ResourceList descriptor={changeRequestList} rowActions={rowActions} bulkActions={withdrawActions.bulk} />
  );
}

/** The operators' change audit (`commodityChAuditList`): old → new with percent, approve/reject one or many. */
export function ChangeAuditPage() {
  return <AuditPage audit={changeAudit} />;
}

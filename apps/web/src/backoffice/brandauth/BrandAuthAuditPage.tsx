import type { BrandAuthRow } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { operatorAuthActions } from './brand-auth-actions';
import { operatorAuthList } from './brand-auth-resource';

const actions = operatorAuthActions<BrandAuthRow>();

/**
 * Brand authorisation audit (operators): every supplier's applications, awaiting audit first; approve or
 * reject (with the reason) one or many, stop (with the reason) and start; view opens the letters.
 */
export default function BrandAuthAuditPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<BrandAuthRow>[] = [
    {
      key: 'view',
      labelKey: 'brandAuth.action.view',
      run: (row) => navigate(`/index/brandAuthAuditDetail?authId=${encodeURIComponent(row.authId)}`),
    },
    ...actions.row,
  ];
  return <ResourceList descriptor={operatorAuthList} rowActions={rowActions} bulkActions={actions.bulk} />;
}

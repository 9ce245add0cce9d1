import type { BrandAuthRow } from '@procuremart/contract';
import { ResourceList } from '../../resources/ResourceList';
import { operatorAuthActions } from './brand-auth-actions';
import { operatorAuthList } from './brand-auth-resource';

const actions = operatorAuthActions<BrandAuthRow>();

/**
 * Brand authorisation audit (operators): every supplier's applications, awaiting audit first; approve or
 * reject (with the reason) one or many, stop (with the reason) and start; view opens the letters.
 */
export default function BrandAuthAuditPage() {
  return <ResourceList descriptor={operatorAuthList} rowActions={actions.row} bulkActions={actions.bulk} />;
}

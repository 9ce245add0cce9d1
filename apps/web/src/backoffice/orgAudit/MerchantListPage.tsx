import { ResourceList } from '../../resources/ResourceList';
import { merchantList } from './audit-resource';

/** Merchant base info (operators): every supplier's registration by company, credit code, state and date. */
export default function MerchantListPage() {
  return <ResourceList descriptor={merchantList} />;
}

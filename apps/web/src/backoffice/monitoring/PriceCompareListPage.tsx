import { ResourceList } from '../../resources/ResourceList';
import { priceCompareGroupList } from './monitor-resource';

/** Price comparison (`priceCompareList`): groups of the same goods across suppliers; each opens in its own tab. */
export default function PriceCompareListPage() {
  return <ResourceList descriptor={priceCompareGroupList} />;
}

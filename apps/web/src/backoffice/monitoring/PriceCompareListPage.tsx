import type { PriceCompareGroup } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { priceCompareGroupList } from './monitor-resource';

/** Price comparison (`priceCompareList`): groups of the same goods across suppliers; each opens in its own tab. */
export default function PriceCompareListPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<PriceCompareGroup>[] = [
    {
      key: 'view',
      labelKey: 'compare.action.view',
      run: (row) => navigate(`/index/priceCompareDetail?skuId=${encodeURIComponent(row.skuId)}`),
    },
  ];
  return <ResourceList descriptor={priceCompareGroupList} rowActions={rowActions} />;
}

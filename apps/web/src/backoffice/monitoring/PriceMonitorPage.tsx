import { type PriceMonitorRow, pageLink } from '@procuremart/contract';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/ResourceList';
import type { RowAction } from '../../resources/types';
import { priceMonitorList } from './monitor-resource';

/** Price monitoring (`priceMonitorList`): flagged SKUs with links to their price history, goods and comparison. */
export default function PriceMonitorPage() {
  const navigate = useNavigate();
  const rowActions: RowAction<PriceMonitorRow>[] = [
    {
      key: 'history',
      labelKey: 'monitor.action.history',
      run: (row) => navigate(pageLink('priceHistory', { skuId: row.skuId })),
    },
    {
      key: 'detail',
      labelKey: 'monitor.action.detail',
      run: (row) => navigate(pageLink('commodityDetail', { spuId: row.spuId })),
    },
    {
      key: 'compare',
      labelKey: 'monitor.action.compare',
      run: (row) => navigate(pageLink('priceCompareDetail', { skuId: row.skuId })),
    },
  ];
  return <ResourceList descriptor={priceMonitorList} rowActions={rowActions} />;
}

import { getSupplierCommodity } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { CommodityDetailView } from './CommodityDetailView';

/** A supplier's own goods (off-shelf and listing-request details). */
export default function SupplierDetailPage() {
  return (
    <CommodityDetailView
      page={['soldOutDetail', 'soldUpDetail']}
      load={(spuId) => api(getSupplierCommodity, { spuId })}
    />
  );
}

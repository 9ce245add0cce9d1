import { getCommodity } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { CommodityDetailView } from './CommodityDetailView';

/** Any supplier's goods, for operators (`commodityDetail`). */
export default function OperatorDetailPage() {
  return <CommodityDetailView load={(spuId) => api(getCommodity, { spuId })} />;
}

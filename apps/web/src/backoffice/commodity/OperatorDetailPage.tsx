import { getCommodity } from '@procuremart/contract/refs';
import { api } from '../../api/client';
import { SkuPriceLinks } from '../monitoring/SkuPriceLinks';
import { CommodityDetailView } from './CommodityDetailView';

/** Any supplier's goods, for operators (`commodityDetail`), each SKU linked to its price history and comparison. */
export default function OperatorDetailPage() {
  return (
    <CommodityDetailView
      load={(spuId) => api(getCommodity, { spuId })}
      skuLinks={(sku) => <SkuPriceLinks skuId={sku.skuId} />}
    />
  );
}

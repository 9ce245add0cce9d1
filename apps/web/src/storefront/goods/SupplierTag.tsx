import type { GoodsCard } from '@procuremart/contract';
import { Tag } from 'antd';

/** Who sells it: e-commerce suppliers in blue, framework-agreement suppliers in gold. */
export function SupplierTag({ goods }: { goods: Pick<GoodsCard, 'supplierName' | 'supplierKind'> }) {
  return (
    <Tag
      className="pm-supplier-tag"
      color={goods.supplierKind === 'ecommerce' ? 'blue' : 'gold'}
      variant="outlined"
      title={goods.supplierName}
    >
      {goods.supplierName}
    </Tag>
  );
}

import type { GoodsCard } from '@procuremart/contract';
import { Tag } from 'antd';
import { useLocalName } from '../../i18n/local-name';

type Seller = Pick<GoodsCard, 'supplierName' | 'supplierNameEn' | 'supplierKind'>;

/** Who sells it: e-commerce suppliers in blue, framework-agreement suppliers in gold. */
export function SupplierTag({ goods }: { goods: Seller }) {
  const nameOf = useLocalName();
  const name = nameOf(goods.supplierName, goods.supplierNameEn);
  return (
    <Tag
      className="pm-supplier-tag"
      color={goods.supplierKind === 'ecommerce' ? 'blue' : 'gold'}
      variant="outlined"
      title={name}
    >
      {name}
    </Tag>
  );
}

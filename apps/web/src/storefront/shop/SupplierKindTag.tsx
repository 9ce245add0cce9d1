import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** E-commerce supplier or framework-agreement supplier. */
export function SupplierKindTag({ kind }: { kind: 'ecommerce' | 'agreement' }) {
  const { t } = useTranslation();
  return <Tag color={kind === 'ecommerce' ? 'blue' : 'gold'}>{t(`mallShop.kind.${kind}`)}</Tag>;
}

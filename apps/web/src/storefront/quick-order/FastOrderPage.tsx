import { ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PurchaserGate } from '../cart/PurchaserGate';
import { QuickOrderContent } from './QuickOrderContent';
import '../cart/cart.css';
import './quick-order.css';

/** /fastOrder (SPEC §2, §7): a purchaser's quick order from a pasted list or an uploaded sheet. */
export default function FastOrderPage() {
  const { t } = useTranslation();
  return (
    <div className="pm-store-inner pm-cart pm-quick" data-testid="fast-order-page">
      <h1 className="pm-cart-title">
        <ThunderboltOutlined /> {t('fastOrder.title')}
      </h1>
      <PurchaserGate path="/fastOrder">
        <QuickOrderContent />
      </PurchaserGate>
    </div>
  );
}

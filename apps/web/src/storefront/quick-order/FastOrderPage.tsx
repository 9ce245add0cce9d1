import { ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCartAudience } from '../cart/cart-audience';
import { PurchaserGate } from '../cart/PurchaserGate';
import { QuickOrderContent } from './QuickOrderContent';
import '../cart/cart.css';
import './quick-order.css';

/**
 * /fastOrder (SPEC §2, §7): a purchaser's quick order from a pasted list or an uploaded sheet; a visitor's
 * from a pasted list (open without login).
 */
export default function FastOrderPage() {
  const { t } = useTranslation();
  const { audience } = useCartAudience();
  return (
    <div className="pm-store-inner pm-cart pm-quick" data-testid="fast-order-page">
      <h1 className="pm-cart-title">
        <ThunderboltOutlined /> {t('fastOrder.title')}
      </h1>
      {audience === 'visitor' ? (
        <QuickOrderContent visitor />
      ) : (
        <PurchaserGate path="/fastOrder">
          <QuickOrderContent />
        </PurchaserGate>
      )}
    </div>
  );
}

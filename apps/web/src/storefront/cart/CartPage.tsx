import { ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CartContent } from './CartContent';
import { CartFileActions } from './CartFileActions';
import { useCartAudience } from './cart-audience';
import { PurchaserGate } from './PurchaserGate';
import './cart.css';

/** /cart (open to anyone, SPEC §2): a visitor is asked to log in, a purchaser sees and edits the cart. */
export default function CartPage() {
  const { t } = useTranslation();
  const { audience } = useCartAudience();
  return (
    <div className="pm-store-inner pm-cart" data-testid="cart-page">
      <div className="pm-cart-heading">
        <h1 className="pm-cart-title">
          <ShoppingCartOutlined /> {t('cart.title')}
        </h1>
        {audience === 'purchaser' && <CartFileActions />}
      </div>
      <PurchaserGate path="/cart">
        <CartContent />
      </PurchaserGate>
    </div>
  );
}

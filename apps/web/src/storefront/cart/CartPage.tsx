import { ShoppingCartOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loginAddress } from '../../app/guard';
import { CartContent } from './CartContent';
import { CartFileActions } from './CartFileActions';
import { useCartAudience } from './cart-audience';
import { PurchaserGate } from './PurchaserGate';
import './cart.css';

/**
 * /cart (open to anyone, SPEC §2): a purchaser sees and edits the account's cart, a visitor the cart kept in this
 * browser (file import and export stay with the account).
 */
export default function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { audience } = useCartAudience();
  return (
    <div className="pm-store-inner pm-cart" data-testid="cart-page">
      <div className="pm-cart-heading">
        <h1 className="pm-cart-title">
          <ShoppingCartOutlined /> {t('cart.title')}
        </h1>
        {audience === 'purchaser' && <CartFileActions />}
      </div>
      {audience === 'visitor' && (
        <Alert
          className="pm-cart-visitor-note"
          type="info"
          showIcon
          title={t('cart.visitorNote')}
          action={
            <Button size="small" data-testid="cart-login" onClick={() => navigate(loginAddress('/cart'))}>
              {t('cart.login')}
            </Button>
          }
        />
      )}
      <PurchaserGate path="/cart" openToVisitors>
        <CartContent />
      </PurchaserGate>
    </div>
  );
}

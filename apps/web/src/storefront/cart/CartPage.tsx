import { LoginOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loginAddress } from '../../app/guard';
import { CartContent } from './CartContent';
import { useCartAudience } from './cart-audience';
import './cart.css';

/** /cart (open to anyone, SPEC §2): a visitor is asked to log in, a purchaser sees and edits the cart. */
export default function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { audience } = useCartAudience();

  return (
    <div className="pm-store-inner pm-cart" data-testid="cart-page">
      <h1 className="pm-cart-title">
        <ShoppingCartOutlined /> {t('cart.title')}
      </h1>
      {audience === 'purchaser' && <CartContent />}
      {audience === 'pending' && (
        <div className="pm-cart-state">
          <Spin />
        </div>
      )}
      {audience === 'visitor' && (
        <Result
          className="pm-cart-panel"
          icon={<ShoppingCartOutlined />}
          title={t('cart.visitorTitle')}
          subTitle={t('cart.visitorText')}
          extra={
            <Button
              type="primary"
              icon={<LoginOutlined />}
              data-testid="cart-login"
              onClick={() => navigate(loginAddress('/cart'))}
            >
              {t('cart.login')}
            </Button>
          }
        />
      )}
      {audience === 'other' && (
        <Result
          className="pm-cart-panel"
          status="info"
          title={t('cart.otherTitle')}
          subTitle={t('cart.otherText')}
          extra={<Button onClick={() => navigate('/')}>{t('cart.goShopping')}</Button>}
        />
      )}
    </div>
  );
}

import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loginAddress } from '../../app/guard';
import { LoginOutlined } from '../../app/ui/csp-safe-icons';
import { useCartAudience } from './cart-audience';

interface PurchaserGateProps {
  path: string;
  /** The page serves visitors too (the cart kept in the browser). */
  openToVisitors?: boolean;
  children: ReactNode;
}

/**
 * Pages of the buyer's cart (/cart, /fastOrder): a purchaser sees the page, a visitor too where it is open to
 * visitors, else is asked to log in (and comes back to `path`); any other account is told only purchasers buy.
 */
export function PurchaserGate({ path, openToVisitors = false, children }: PurchaserGateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { audience } = useCartAudience();
  if (audience === 'purchaser' || (openToVisitors && audience === 'visitor')) return children;
  if (audience === 'pending')
    return (
      <div className="pm-cart-state">
        <Spin />
      </div>
    );
  if (audience === 'visitor')
    return (
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
            onClick={() => navigate(loginAddress(path))}
          >
            {t('cart.login')}
          </Button>
        }
      />
    );
  return (
    <Result
      className="pm-cart-panel"
      status="info"
      title={t('cart.otherTitle')}
      subTitle={t('cart.otherText')}
      extra={<Button onClick={() => navigate('/')}>{t('cart.goShopping')}</Button>}
    />
  );
}

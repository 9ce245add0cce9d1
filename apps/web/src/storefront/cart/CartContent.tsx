import { Button, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useViewport } from '../../app/viewport';
import { CartShopGroup } from './CartShopGroup';
import { CartSummaryBar } from './CartSummaryBar';
import { useCart } from './cart-queries';
import { UnavailableLines } from './UnavailableLines';

/** The cart (the account's, or a visitor's browser cart): loading, failure and empty states, the shops with their lines, the totals bar. */
export function CartContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const compact = useViewport() === 'mobile';
  const { data: cart, isPending, isError, refetch } = useCart();

  if (isPending) {
    return (
      <div className="pm-cart-panel" data-testid="cart-loading">
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (isError) {
    return (
      <Result
        className="pm-cart-panel"
        status="warning"
        title={t('cart.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const unavailable = cart.unavailable ?? [];
  if (cart.shops.length === 0 && unavailable.length === 0) {
    return (
      <div className="pm-cart-panel pm-cart-state" data-testid="cart-empty">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <div className="pm-cart-empty-title">{t('cart.emptyTitle')}</div>
              <div>{t('cart.emptyText')}</div>
            </>
          }
        >
          <Button type="primary" onClick={() => navigate('/')}>
            {t('cart.goShopping')}
          </Button>
        </Empty>
      </div>
    );
  }

  return (
    <>
      {!compact && (
        <div className="pm-cart-head" aria-hidden>
          <span />
          <span>{t('cart.column.goods')}</span>
          <span>{t('cart.column.price')}</span>
          <span>{t('cart.column.quantity')}</span>
          <span>{t('cart.column.subtotal')}</span>
          <span>{t('cart.column.action')}</span>
        </div>
      )}
      {cart.shops.map((shop) => (
        <CartShopGroup key={shop.supplierShopId} shop={shop} />
      ))}
      <UnavailableLines lines={unavailable} />
      <CartSummaryBar cart={cart} />
    </>
  );
}

import { ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCartCount } from '../cart/use-cart-count';

/** The cart with the number of distinct goods in it; `prominent` is the header's bordered button. */
export function CartLink({ prominent = false }: { prominent?: boolean }) {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      className={prominent ? 'pm-header-cart' : 'pm-topbar-cart'}
      data-testid={prominent ? 'header-cart' : 'store-cart'}
    >
      <span className="pm-badge">
        <ShoppingCartOutlined className="pm-header-cart-icon" />
        {count > 0 && (
          <sup className="pm-badge-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </sup>
        )}
      </span>
      <span>{t('mall.cart')}</span>
      <span className="pm-visually-hidden" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}

import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
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
      <Badge count={count} size="small" overflowCount={99} offset={[4, -2]}>
        <ShoppingCartOutlined className="pm-header-cart-icon" />
      </Badge>
      <span>{t('mall.cart')}</span>
      <span className="pm-visually-hidden" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}

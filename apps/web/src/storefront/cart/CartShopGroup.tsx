import { ShopOutlined } from '@ant-design/icons';
import type { Cart } from '@procuremart/contract';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../i18n/local-name';
import { CartLineRow } from './CartLineRow';
import { tickableIds, tickBoxOf } from './cart-model';
import { useTickCart } from './cart-queries';

type Shop = Cart['shops'][number];

/** One shop's lines under a tick box for all of them. */
export function CartShopGroup({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const tick = useTickCart();
  const box = tickBoxOf(shop.lines);

  return (
    <section className="pm-cart-shop" data-testid={`cart-shop-${shop.supplierShopId}`}>
      <div className="pm-cart-shop-head">
        <Checkbox
          checked={box.checked}
          indeterminate={box.indeterminate}
          disabled={box.disabled}
          aria-label={t('cart.selectShop', { name: nameOf(shop.shopName, shop.shopNameEn) })}
          data-testid={`cart-tick-shop-${shop.supplierShopId}`}
          onChange={() => tick.mutate({ tick: !box.checked, cartIds: tickableIds(shop.lines) })}
        />
        <ShopOutlined />
        <span className="pm-cart-shop-name">{nameOf(shop.shopName, shop.shopNameEn)}</span>
        {shop.supplierName && shop.supplierName !== shop.shopName && (
          <span className="pm-cart-shop-supplier">{nameOf(shop.supplierName, shop.supplierNameEn)}</span>
        )}
      </div>
      {shop.lines.map((line) => (
        <CartLineRow
          key={line.cartId}
          line={line}
          supplierShopId={shop.supplierShopId}
          supplierId={shop.supplierId}
        />
      ))}
    </section>
  );
}

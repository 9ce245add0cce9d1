import type { VisitorCart } from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { DeleteLineButton } from './DeleteLineButton';

/** A visitor's lines the storefront no longer shows (nothing is known of them but the id), each deletable. */
export function UnavailableLines({ lines }: { lines: VisitorCart['unavailable'] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <section className="pm-cart-shop" data-testid="cart-unavailable">
      <div className="pm-cart-shop-head">
        <span className="pm-cart-shop-name">{t('cart.unavailableTitle')}</span>
      </div>
      {lines.map((line) => (
        <div className="pm-cart-line pm-cart-line-off pm-cart-line-gone" key={line.skuId}>
          <span className="pm-cart-line-gone-text">{t('cart.unavailableLine', { skuId: line.skuId })}</span>
          <DeleteLineButton cartId={line.skuId} skuId={line.skuId} />
        </div>
      ))}
    </section>
  );
}

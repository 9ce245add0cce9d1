import type { VisitorCart } from '@procuremart/contract';
import { Button, type ButtonProps, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteCart } from './cart-queries';

/** A visitor's lines the storefront no longer shows (nothing is known of them but the id), each deletable. */
export function UnavailableLines({ lines }: { lines: VisitorCart['unavailable'] }) {
  const { t } = useTranslation();
  const remove = useDeleteCart();
  if (lines.length === 0) return null;
  return (
    <section className="pm-cart-shop" data-testid="cart-unavailable">
      <div className="pm-cart-shop-head">
        <span className="pm-cart-shop-name">{t('cart.unavailableTitle')}</span>
      </div>
      {lines.map((line) => (
        <div className="pm-cart-line pm-cart-line-off pm-cart-line-gone" key={line.skuId}>
          <span className="pm-cart-line-gone-text">{t('cart.unavailableLine', { skuId: line.skuId })}</span>
          <Popconfirm
            title={t('cart.deleteConfirm')}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' } as ButtonProps}
            onConfirm={() => remove.mutateAsync([line.skuId]).catch(() => undefined)}
          >
            <Button type="link" size="small" danger data-testid={`cart-delete-${line.skuId}`}>
              {t('cart.delete')}
            </Button>
          </Popconfirm>
        </div>
      ))}
    </section>
  );
}

import type { Cart } from '@procuremart/contract';
import { Button, type ButtonProps, Checkbox, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback';
import { formatAmount } from '../../resources/formatters';
import { CheckoutButton } from '../checkout/CheckoutButton';
import { allLines, tickBoxOf, tickedIds } from './cart-model';
import { useDeleteCart, useTickCart } from './cart-queries';

/** The bar under the cart (sticky at the bottom): select all, delete ticked, totals of the ticked lines. */
export function CartSummaryBar({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const tick = useTickCart();
  const remove = useDeleteCart();
  const lines = allLines(cart);
  const box = tickBoxOf(lines);
  const ticked = tickedIds(lines);

  const deleteTicked = async () => {
    await remove.mutateAsync(ticked).catch(() => undefined);
  };

  return (
    <div className="pm-cart-bar" data-testid="cart-bar">
      <div className="pm-cart-bar-actions">
        <Checkbox
          checked={box.checked}
          indeterminate={box.indeterminate}
          disabled={box.disabled}
          data-testid="cart-tick-all"
          onChange={() => tick.mutate({ tick: !box.checked, cartIds: 'all' })}
        >
          {t('cart.selectAll')}
        </Checkbox>
        {ticked.length === 0 ? (
          <Button
            type="link"
            size="small"
            data-testid="cart-delete-ticked"
            onClick={() => void feedback.message.info(t('cart.deleteTickedNone'))}
          >
            {t('cart.deleteTicked')}
          </Button>
        ) : (
          <Popconfirm
            title={t('cart.deleteTickedConfirm', { count: ticked.length })}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' } as ButtonProps}
            onConfirm={deleteTicked}
          >
            <Button type="link" size="small" danger data-testid="cart-delete-ticked">
              {t('cart.deleteTicked')}
            </Button>
          </Popconfirm>
        )}
      </div>
      <div className="pm-cart-bar-totals">
        <span className="pm-cart-bar-counts" data-testid="cart-ticked-counts">
          {t('cart.kinds', { count: cart.tickedKinds })}
          <span className="pm-cart-bar-sep">·</span>
          {t('cart.pieces', { count: cart.tickedPieces })}
        </span>
        <span className="pm-cart-bar-total">
          {t('cart.total')}
          <strong data-testid="cart-ticked-amount">¥{formatAmount(cart.tickedAmount)}</strong>
        </span>
        <CheckoutButton tickedKinds={cart.tickedKinds} />
      </div>
    </div>
  );
}

import { ShoppingCartOutlined } from '@ant-design/icons';
import { CART_MAX_QUANTITY } from '@procuremart/contract';
import { Button, InputNumber, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/client';
import { showErrorNotice } from '../../api/notices';
import { feedback } from '../../app/feedback';
import { useClickGuard } from '../../forms/use-click-guard';
import { useCartAudience } from './cart-audience';
import { addFailureDisplay, canAdd, quantityProblem } from './cart-model';
import { useAddToCart } from './cart-queries';
import { addVisitorLines } from './visitor-cart';

/** SPEC §9: the cart refusals (e.g. the 100-kind limit) stay 3 s as a warning. */
const WARNING_SECONDS = 3;

export interface AddToCartButtonProps {
  skuId: string;
  supplierShopId: string;
  onShelf: boolean;
  stock: number;
  /** Beside the add button (the product page's "buy now"), given the quantity chosen or null while it breaks a rule. */
  extra?: (num: number | null) => ReactNode;
}

const CART_ADDED_KEY = 'cart-added';

/**
 * The buy box's quantity and "add to cart". A quantity that breaks a rule (not a whole number from 1 to
 * 9999, more than the stock) is left as typed with the rule under it, and nothing is added; over the stock the
 * buyer may take what there is. A visitor's goods go into the cart kept in this browser (merged at login).
 */
export function AddToCartButton({ skuId, supplierShopId, onShelf, stock, extra }: AddToCartButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { audience } = useCartAudience();
  const add = useAddToCart();
  const [locked, guard] = useClickGuard();
  const available = canAdd(onShelf, stock);
  const [quantity, setQuantity] = useState<number | string | null>(1);
  const [showProblem, setShowProblem] = useState(false);
  const problem = quantityProblem(quantity, stock);

  // It goes after its seconds even under a resting pointer, and with the page (it covers the header).
  const showAdded = () =>
    void feedback.message.success({
      key: CART_ADDED_KEY,
      pauseOnHover: false,
      content: (
        <span data-testid="cart-added">
          {t('cart.added')}{' '}
          <Button type="link" size="small" onClick={() => navigate('/cart')} data-testid="cart-added-go">
            {t('cart.goToCart')}
          </Button>
        </span>
      ),
    });

  const addForVisitor = (num: number) => {
    const { full } = addVisitorLines([{ skuId, supplierShopId, num }]);
    if (full.length > 0) void feedback.message.warning(t('cart.visitorFull'), WARNING_SECONDS);
    else showAdded();
  };

  const addToCart = (num: number) => {
    add.mutate(
      { skuId, supplierShopId, num, options: { notify: false } },
      {
        onSuccess: showAdded,
        onError: (error) => {
          const text = isApiError(error) ? error.respDesc : String(error);
          const display = addFailureDisplay(isApiError(error) ? error.code : '');
          if (display === 'warning') void feedback.message.warning(text, WARNING_SECONDS);
          else if (display === 'notice') showErrorNotice(text);
        },
      },
    );
  };

  useEffect(() => () => feedback.message.destroy(CART_ADDED_KEY), []);

  const submit = () => {
    const num = Number(quantity);
    if (audience === 'visitor') return addForVisitor(num);
    if (audience === 'other') {
      void feedback.message.warning(t('cart.onlyPurchasers'), WARNING_SECONDS);
      return;
    }
    addToCart(num);
  };

  // A quantity that breaks a rule shows it, without taking the click guard's one add a second.
  const onAdd = problem ? () => setShowProblem(true) : guard(submit);
  const shownProblem = available && (showProblem || problem?.rule === 'stock') ? problem : null;
  return (
    <div className="pm-add-to-cart">
      <Space wrap>
        <InputNumber
          aria-label={t('cart.quantity')}
          data-testid="add-quantity"
          className="pm-add-quantity"
          value={quantity}
          status={shownProblem ? 'error' : undefined}
          disabled={!available}
          stringMode
          onChange={(value) => {
            setQuantity(value);
            setShowProblem(true);
          }}
          onPressEnter={onAdd}
        />
        <Button
          type="primary"
          size="large"
          icon={<ShoppingCartOutlined />}
          data-testid="add-to-cart"
          disabled={!available || locked}
          loading={add.isPending}
          onClick={onAdd}
        >
          {available ? t('cart.addToCart') : onShelf ? t('cart.outOfStock') : t('cart.offShelf')}
        </Button>
        {extra?.(problem ? null : Number(quantity))}
      </Space>
      {shownProblem && (
        <div className="pm-quantity-rule" role="alert" data-testid="add-quantity-rule">
          {shownProblem.rule === 'stock' ? (
            <>
              {t('cart.onlyInStock', { stock: shownProblem.stock })}{' '}
              <Button
                type="link"
                size="small"
                data-testid="add-quantity-take-stock"
                onClick={() => setQuantity(shownProblem.stock)}
              >
                {t('cart.takeStock', { stock: shownProblem.stock })}
              </Button>
            </>
          ) : (
            t('cart.quantityRule', { max: CART_MAX_QUANTITY })
          )}
        </div>
      )}
    </div>
  );
}

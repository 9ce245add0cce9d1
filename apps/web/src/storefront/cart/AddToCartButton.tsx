import { ShoppingCartOutlined } from '@ant-design/icons';
import { CART_MAX_QUANTITY } from '@procuremart/contract';
import { Button, InputNumber, Space } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/client';
import { showErrorNotice } from '../../api/notices';
import { currentAddress } from '../../app/current-route';
import { feedback } from '../../app/feedback';
import { loginAddress } from '../../app/guard';
import { navigateTo } from '../../app/navigator';
import { useClickGuard } from '../../forms/use-click-guard';
import { useCartAudience } from './cart-audience';
import { addFailureDisplay, canAdd, quantityProblem } from './cart-model';
import { useAddToCart } from './cart-queries';
import { savePendingAdd, takePendingAdd } from './pending-add';

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
 * buyer may take what there is. Visitors log in first and the add they asked for is finished on return.
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
  const resumed = useRef(false);

  const addToCart = (num: number, resumedAfterLogin = false) => {
    add.mutate(
      { skuId, supplierShopId, num, options: { notify: false } },
      {
        onSuccess: () => {
          // It goes after its seconds even under a resting pointer, and with the page (it covers the header).
          void feedback.message.success({
            key: CART_ADDED_KEY,
            pauseOnHover: false,
            content: (
              <span data-testid="cart-added">
                {resumedAfterLogin ? t('cart.addedAfterLogin', { count: num }) : t('cart.added')}{' '}
                <Button
                  type="link"
                  size="small"
                  onClick={() => navigate('/cart')}
                  data-testid="cart-added-go"
                >
                  {t('cart.goToCart')}
                </Button>
              </span>
            ),
          });
        },
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

  // Back from logging in: the add the visitor asked for, with the quantity they chose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the purchaser is known
  useEffect(() => {
    if (audience !== 'purchaser' || resumed.current) return;
    resumed.current = true;
    const pending = takePendingAdd(skuId, supplierShopId);
    if (!pending) return;
    setQuantity(pending.num);
    if (available && !quantityProblem(pending.num, stock)) addToCart(pending.num, true);
    else setShowProblem(true);
  }, [audience]);

  const submit = () => {
    const num = Number(quantity);
    if (audience === 'visitor') {
      savePendingAdd({ skuId, supplierShopId, num });
      navigateTo(loginAddress(currentAddress()));
      return;
    }
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

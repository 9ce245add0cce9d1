import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
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
import { addFailureDisplay, canAdd, maxAddable, wholeQuantity } from './cart-model';
import { useAddToCart } from './cart-queries';

/** SPEC §9: the cart refusals (e.g. the 100-kind limit) stay 3 s as a warning. */
const WARNING_SECONDS = 3;

export interface AddToCartButtonProps {
  skuId: string;
  supplierShopId: string;
  onShelf: boolean;
  stock: number;
}

/** The buy box's quantity (whole numbers only) and "add to cart"; visitors are sent to log in first. */
export function AddToCartButton({ skuId, supplierShopId, onShelf, stock }: AddToCartButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { audience } = useCartAudience();
  const add = useAddToCart();
  const [locked, guard] = useClickGuard();
  const max = maxAddable(stock);
  const available = canAdd(onShelf, stock);
  const [quantity, setQuantity] = useState(1);
  const num = Math.min(quantity, Math.max(1, max));

  const submit = () => {
    if (audience === 'visitor') {
      navigateTo(loginAddress(currentAddress()));
      return;
    }
    if (audience === 'other') {
      void feedback.message.warning(t('cart.onlyPurchasers'), WARNING_SECONDS);
      return;
    }
    add.mutate(
      { skuId, supplierShopId, num, options: { notify: false } },
      {
        onSuccess: () => {
          void feedback.message.success(
            <span data-testid="cart-added">
              {t('cart.added')}{' '}
              <Button type="link" size="small" onClick={() => navigate('/cart')} data-testid="cart-added-go">
                {t('cart.goToCart')}
              </Button>
            </span>,
          );
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

  return (
    <Space wrap className="pm-add-to-cart">
      <InputNumber
        aria-label={t('cart.quantity')}
        data-testid="add-quantity"
        min={1}
        max={Math.max(1, max)}
        precision={0}
        step={1}
        value={num}
        disabled={!available}
        onChange={(value) => {
          const whole = wholeQuantity(value, max);
          if (whole !== null) setQuantity(whole);
        }}
      />
      <Button
        type="primary"
        size="large"
        icon={<ShoppingCartOutlined />}
        data-testid="add-to-cart"
        disabled={!available || locked}
        loading={add.isPending}
        onClick={guard(submit)}
      >
        {available ? t('cart.addToCart') : onShelf ? t('cart.outOfStock') : t('cart.offShelf')}
      </Button>
    </Space>
  );
}

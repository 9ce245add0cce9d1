import { ThunderboltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { useClickGuard } from '../../forms/use-click-guard';
import { useCartAudience } from '../cart/cart-audience';
import { checkoutAddress } from './checkout-address';

export interface BuyNowButtonProps {
  skuId: string;
  supplierShopId: string;
  /** The quantity chosen; null while it breaks a rule (the buy box shows which). */
  num: number | null;
  disabled: boolean;
}

/**
 * "Buy now" beside add to cart: straight to the settlement page, the cart untouched; a visitor sees it priced
 * there and signs in to submit.
 */
export function BuyNowButton({ skuId, supplierShopId, num, disabled }: BuyNowButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { audience } = useCartAudience();
  const [locked, guard] = useClickGuard();
  const target = checkoutAddress('buyNow', [{ skuId, supplierShopId, num: num ?? 1 }]);
  const buyNow = guard(() => {
    if (audience === 'other') void feedback.message.warning(t('cart.onlyPurchasers'), 3);
    else if (num !== null) navigate(target);
  });
  return (
    <Button
      size="large"
      danger
      icon={<ThunderboltOutlined />}
      disabled={disabled || num === null || locked}
      onClick={buyNow}
      data-testid="buy-now"
    >
      {t('checkout.buyNow')}
    </Button>
  );
}

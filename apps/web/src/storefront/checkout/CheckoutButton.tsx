import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { checkoutAddress } from './checkout-address';

/** The cart's "check out": the ticked lines go to the settlement page. */
export function CheckoutButton({ tickedKinds }: { tickedKinds: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      size="large"
      data-testid="cart-checkout"
      onClick={() =>
        tickedKinds === 0
          ? void feedback.message.info(t('checkout.noneTicked'))
          : navigate(checkoutAddress('cart'))
      }
    >
      {t('checkout.toCheckout')}
    </Button>
  );
}

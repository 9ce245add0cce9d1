import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { useQuantityProblems } from '../cart/quantity-problems';
import { checkoutAddress } from './checkout-address';

/**
 * The cart's "check out": the ticked lines go to the settlement page, once every quantity field holds a valid
 * number (else the first one at fault gets the focus and the buyer is told to correct it).
 */
export function CheckoutButton({ tickedKinds }: { tickedKinds: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problems = useQuantityProblems();
  const checkOut = () => {
    if (tickedKinds === 0) return void feedback.message.info(t('checkout.noneTicked'));
    const [first] = problems;
    if (first !== undefined) {
      document.querySelector<HTMLInputElement>(`[data-testid="cart-quantity-${first}"] input`)?.focus();
      return void feedback.message.warning(t('checkout.fixQuantities'));
    }
    navigate(checkoutAddress('cart'));
  };
  return (
    <Button type="primary" size="large" data-testid="cart-checkout" onClick={checkOut}>
      {t('checkout.toCheckout')}
    </Button>
  );
}

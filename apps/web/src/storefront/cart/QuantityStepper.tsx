import { CART_MAX_QUANTITY } from '@procuremart/contract';
import { InputNumber } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wholeQuantity } from './cart-model';
import { useChangeAmount } from './cart-queries';

/** Typing or stepping settles for this long before the new quantity is sent. */
export const QUANTITY_DEBOUNCE_MS = 500;

interface QuantityStepperProps {
  cartId: string;
  num: number;
  disabled?: boolean;
  name: string;
}

/** A cart line's quantity: whole numbers 1..9999, sent once the user stops; a refusal shows the old one. */
export function QuantityStepper({ cartId, num, disabled, name }: QuantityStepperProps) {
  const { t } = useTranslation();
  const change = useChangeAmount();
  const [value, setValue] = useState(num);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The server's quantity wins whenever it changes, unless the user is still typing.
  useEffect(() => {
    if (timer.current === undefined) setValue(num);
  }, [num]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: number) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (next === num) return;
    change.mutate({ cartId, num: next }, { onError: () => setValue(num) });
  };

  const schedule = (next: number) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next), QUANTITY_DEBOUNCE_MS);
  };

  return (
    <InputNumber
      aria-label={`${t('cart.quantity')} ${name}`}
      data-testid={`cart-quantity-${cartId}`}
      className="pm-cart-stepper"
      mode="spinner"
      min={1}
      max={CART_MAX_QUANTITY}
      precision={0}
      step={1}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        const whole = wholeQuantity(next, CART_MAX_QUANTITY);
        if (whole !== null) schedule(whole);
      }}
      onBlur={() => {
        if (timer.current !== undefined) send(value);
      }}
      onPressEnter={() => send(value)}
    />
  );
}

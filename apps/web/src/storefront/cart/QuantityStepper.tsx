import { CART_MAX_QUANTITY } from '@procuremart/contract';
import { InputNumber } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quantityProblem } from './cart-model';
import { useChangeAmount } from './cart-queries';
import { useReportQuantityProblem } from './quantity-problems';

/** Typing or stepping settles for this long before the new quantity is sent. */
export const QUANTITY_DEBOUNCE_MS = 500;

interface QuantityStepperProps {
  cartId: string;
  num: number;
  stock: number;
  disabled?: boolean;
  name: string;
}

/**
 * A cart line's quantity: a whole number 1..9999 within the stock, sent once the user stops. What breaks a
 * rule stays as typed with the rule under it and is not sent; a refusal by the server shows the old one.
 */
export function QuantityStepper({ cartId, num, stock, disabled, name }: QuantityStepperProps) {
  const { t } = useTranslation();
  const change = useChangeAmount();
  const [value, setValue] = useState<number | string | null>(num);
  const problem = quantityProblem(value, stock);
  // Checkout waits until every shown quantity is valid (it would go on with the old one otherwise).
  useReportQuantityProblem(cartId, problem !== null && !disabled);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The server's quantity wins whenever it changes, unless the user is still typing.
  useEffect(() => {
    if (timer.current === undefined) setValue(num);
  }, [num]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: number | string | null) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (quantityProblem(next, stock) || Number(next) === num) return;
    change.mutate({ cartId, num: Number(next) }, { onError: () => setValue(num) });
  };

  const schedule = (next: number | string | null) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next), QUANTITY_DEBOUNCE_MS);
  };

  return (
    <>
      <InputNumber
        aria-label={`${t('cart.quantity')} ${name}`}
        data-testid={`cart-quantity-${cartId}`}
        className="pm-cart-stepper"
        mode="spinner"
        step={1}
        stringMode
        value={value}
        status={problem && !disabled ? 'error' : undefined}
        disabled={disabled}
        onChange={schedule}
        onBlur={() => {
          if (timer.current !== undefined) send(value);
        }}
        onPressEnter={() => send(value)}
      />
      {problem && !disabled && (
        <div className="pm-quantity-rule" role="alert" data-testid={`cart-quantity-rule-${cartId}`}>
          {problem.rule === 'stock'
            ? t('cart.onlyInStock', { stock: problem.stock })
            : t('cart.quantityRule', { max: CART_MAX_QUANTITY })}
        </div>
      )}
    </>
  );
}

import type { Settlement } from '@procuremart/contract';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../resources/formatters';

/**
 * Goods, freight and the payable with its Chinese capital amount; how many lines cannot be ordered; whether
 * the order will wait for the organisation's approval (and its payment with it).
 */
export function SettlementTotals({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="end" gap={4} className="pm-checkout-totals" data-testid="checkout-totals">
      {settlement.problemCount > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('checkout.problemsHint', { count: settlement.problemCount })}
        />
      )}
      {settlement.needsApproval && (
        <Alert type="info" showIcon title={t('checkout.approvalHint')} data-testid="checkout-approval" />
      )}
      <CheckoutAmounts
        kinds={settlement.kinds}
        pieces={settlement.pieces}
        goodsAmount={settlement.goodsAmount}
        freight={settlement.freight}
        payable={settlement.payable}
      />
      <span className="pm-checkout-muted" data-testid="checkout-payable-words">
        {t('checkout.inWords', { words: settlement.payableInWords })}
      </span>
    </Flex>
  );
}

export interface CheckoutAmountsProps {
  kinds: number;
  pieces: number;
  goodsAmount: string;
  freight: string;
  payable: string;
}

/** How many goods, their amount, the freight and the payable, one under the other. */
export function CheckoutAmounts({ kinds, pieces, goodsAmount, freight, payable }: CheckoutAmountsProps) {
  const { t } = useTranslation();
  return (
    <>
      <span>{t('checkout.counts', { kinds, pieces })}</span>
      <span>
        {t('common.labelled', { label: t('checkout.goodsAmount') })}
        <span data-testid="checkout-goods-amount">¥{formatAmount(goodsAmount)}</span>
      </span>
      <span>
        {t('common.labelled', { label: t('checkout.freight') })}
        <span data-testid="checkout-freight">¥{formatAmount(freight)}</span>
      </span>
      <span className="pm-checkout-payable">
        {t('common.labelled', { label: t('checkout.payable') })}
        <strong data-testid="checkout-payable">¥{formatAmount(payable)}</strong>
      </span>
    </>
  );
}

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
      <span>{t('checkout.counts', { kinds: settlement.kinds, pieces: settlement.pieces })}</span>
      <span>
        {t('common.labelled', { label: t('checkout.goodsAmount') })}
        <span data-testid="checkout-goods-amount">¥{formatAmount(settlement.goodsAmount)}</span>
      </span>
      <span>
        {t('common.labelled', { label: t('checkout.freight') })}
        <span data-testid="checkout-freight">¥{formatAmount(settlement.freight)}</span>
      </span>
      <span className="pm-checkout-payable">
        {t('common.labelled', { label: t('checkout.payable') })}
        <strong data-testid="checkout-payable">¥{formatAmount(settlement.payable)}</strong>
      </span>
      <span className="pm-checkout-muted" data-testid="checkout-payable-words">
        {t('checkout.inWords', { words: settlement.payableInWords })}
      </span>
    </Flex>
  );
}

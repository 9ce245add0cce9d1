import type { BankTransfer } from '@procuremart/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../resources/formatters';
import './payment.css';

/**
 * The platform's account to transfer to, with the amount and the order number to put in the remark: on the
 * cashier, the order result, the order detail and the printed forms.
 */
export function BankTransferDetails({
  transfer,
  amount,
  reference,
}: {
  transfer: BankTransfer;
  amount: string;
  /** The order number the transfer's remark names. */
  reference: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="pm-pay-bank">
      <Descriptions
        title={t('payment.bank.title')}
        column={1}
        bordered
        size="small"
        data-testid="bank-transfer"
        items={[
          { key: 'payee', label: t('payment.bank.payee'), children: transfer.payee },
          { key: 'bank', label: t('payment.bank.bankName'), children: transfer.bankName },
          { key: 'account', label: t('payment.bank.account'), children: transfer.account },
          { key: 'amount', label: t('payment.bank.amount'), children: `¥${formatAmount(amount)}` },
        ]}
      />
      <p className="pm-pay-hint">{t('payment.bank.note', { no: reference })}</p>
    </div>
  );
}

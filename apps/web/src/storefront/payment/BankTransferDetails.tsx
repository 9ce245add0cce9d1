import type { Cashier } from '@procuremart/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../resources/formatters';

/** The platform's account to transfer to, with the amount and the remark that identifies the order. */
export function BankTransferDetails({ cashier }: { cashier: Cashier }) {
  const { t } = useTranslation();
  const { payee, bankName, account } = cashier.bankTransfer;
  return (
    <div className="pm-pay-bank">
      <Descriptions
        title={t('payment.bank.title')}
        column={1}
        bordered
        size="small"
        data-testid="cashier-bank"
        items={[
          { key: 'payee', label: t('payment.bank.payee'), children: payee },
          { key: 'bank', label: t('payment.bank.bankName'), children: bankName },
          { key: 'account', label: t('payment.bank.account'), children: account },
          { key: 'amount', label: t('payment.bank.amount'), children: `¥${formatAmount(cashier.payable)}` },
        ]}
      />
      <p className="pm-pay-hint">{t('payment.bank.note', { no: cashier.parentOrderNo })}</p>
    </div>
  );
}

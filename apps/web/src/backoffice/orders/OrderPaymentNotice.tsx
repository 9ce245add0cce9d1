import { type OrderDetail, OrderStatus, PayStatus, PayType } from '@procuremart/contract';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { BankTransferDetails } from '../../storefront/payment/BankTransferDetails';

/**
 * How the order is paid, where that needs saying: before approval, that payment opens once it is approved;
 * a bank transfer not yet paid, the platform's account with the order's amount and number for the remark.
 */
export function OrderPaymentNotice({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const approving =
    order.orderStatus === OrderStatus.awaitingApproval &&
    order.payStatus === PayStatus.unpaid &&
    order.payMethod !== PayType.monthly;
  if (!approving && !order.bankTransfer) return null;
  return (
    <Card size="small" title={t('order.section.payment')} data-testid="order-payment">
      {approving && <Alert type="info" showIcon title={t('payment.awaitingApproval')} />}
      {order.bankTransfer && (
        <BankTransferDetails transfer={order.bankTransfer} amount={order.amount} reference={order.orderNo} />
      )}
    </Card>
  );
}

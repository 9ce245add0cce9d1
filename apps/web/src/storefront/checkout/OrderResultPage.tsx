import { isPayableOrder, OrderStatus, PayStatus, PayType, pageLink, sumMoney } from '@procuremart/contract';
import { getOrderResult } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, isApiError } from '../../api/client';
import { loginAddress } from '../../app/guard';
import { useDict } from '../../dictionaries/use-dict';
import { useLocalName } from '../../i18n/local-name';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import { formatAmount } from '../../resources/formatters';
import { useCartAudience } from '../cart/cart-audience';
import { PurchaserGate } from '../cart/PurchaserGate';
import { BankTransferDetails } from '../payment/BankTransferDetails';
import { cashierAddress } from '../payment/payment-paths';
import { checkoutKeys } from './keys';
import './checkout.css';
import { LoginOutlined } from '../../app/ui/csp-safe-icons';

const ID = /^[1-9]\d{0,17}$/;
const STATUS_COLOUR: Record<string, string> = {
  [OrderStatus.awaitingApproval]: 'warning',
  [OrderStatus.awaitingConfirmation]: 'processing',
};

/** /placeAnOrderResults: the placed checkout, each supplier order with status and amount, and what to do next. */
export default function OrderResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameOf = useLocalName();
  const statuses = useDict('ORDER_STATUS');
  const { audience, userId } = useCartAudience();
  const [search] = useSearchParams();
  const parentOrderId = search.get('parentOrderId') ?? '';
  const valid = ID.test(parentOrderId);
  const query = useQuery({
    queryKey: checkoutKeys.result(userId, parentOrderId),
    queryFn: () => api(getOrderResult, { parentOrderId }, { notify: false }),
    enabled: valid && audience === 'purchaser',
  });

  if (audience === 'visitor') {
    return (
      <div className="pm-store-inner pm-checkout">
        <Result
          icon={<LoginOutlined />}
          title={t('orderResult.signInTitle')}
          subTitle={t('orderResult.signInHint')}
          extra={
            <Button
              type="primary"
              data-testid="order-result-sign-in"
              onClick={() => navigate(loginAddress(`/placeAnOrderResults?${search}`))}
            >
              {t('orderResult.signIn')}
            </Button>
          }
        />
      </div>
    );
  }

  // Another kind of account (supplier, operator) is told only purchasers buy; a login still loading waits.
  if (audience !== 'purchaser')
    return (
      <div className="pm-store-inner pm-checkout">
        <PurchaserGate path="/placeAnOrderResults">{null}</PurchaserGate>
      </div>
    );
  if (!valid || query.isError) {
    const notFound = !valid || (isApiError(query.error) && query.error.code === 'E404');
    return (
      <div className="pm-store-inner pm-checkout">
        <Result
          status={notFound ? '404' : 'warning'}
          title={notFound ? t('orderResult.notFound') : t('orderResult.loadFailed')}
          extra={
            notFound ? (
              <Button onClick={() => navigate('/')}>{t('orderResult.goShopping')}</Button>
            ) : (
              <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
            )
          }
        />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="pm-store-inner pm-checkout">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  const result = query.data;
  const method = result.payMethod;
  // What is payable now (past approval, unpaid); an order awaiting approval is paid once it is approved.
  const payable = result.orders.filter(isPayableOrder);
  const payableAmount = sumMoney('0', ...payable.map((o) => o.amount));
  const canPay = method !== PayType.monthly && payable.length > 0;
  // Paid online in full: the page says paid, and nothing is left to pay.
  const paidOnline =
    method === PayType.online && result.orders.every((o) => o.payStatus !== PayStatus.unpaid);
  const waitsForApproval = result.orders.some((o) => o.orderStatus === OrderStatus.awaitingApproval);
  return (
    <div className="pm-store-inner pm-checkout" data-testid="order-result">
      <Result
        status="success"
        title={t('orderResult.title')}
        subTitle={
          <span data-testid="order-result-summary">
            {t(paidOnline ? 'orderResult.subtitlePaid' : 'orderResult.subtitle', {
              no: result.parentOrderNo,
              amount: formatAmount(result.payable),
            })}
          </span>
        }
        extra={[
          canPay && (
            <Button
              key="pay"
              type="primary"
              data-testid="order-result-pay"
              onClick={() => navigate(cashierAddress(result.parentOrderId))}
            >
              {t(method === PayType.online ? 'orderResult.payNow' : 'orderResult.pay')}
            </Button>
          ),
          <Button
            key="orders"
            data-testid="order-result-orders"
            onClick={() => navigate(pageLink('agrMyOrder'))}
          >
            {t('orderResult.viewOrders')}
          </Button>,
          <Button key="shop" type="link" onClick={() => navigate('/')}>
            {t('orderResult.goShopping')}
          </Button>,
        ]}
      />
      {waitsForApproval && (
        <Alert
          type="info"
          showIcon
          title={t('orderResult.approvalHint')}
          data-testid="order-result-approval"
        />
      )}
      {method === PayType.monthly && <Alert type="info" showIcon title={t('orderResult.monthlyHint')} />}
      {canPay && method === PayType.online && <Alert type="info" showIcon title={t('orderResult.payHint')} />}
      {paidOnline && <Alert type="success" showIcon title={t('orderResult.paidHint')} />}
      {canPay && method === PayType.offline && (
        <>
          <Alert type="info" showIcon title={t('orderResult.offlineHint')} />
          <BankTransferDetails
            transfer={result.bankTransfer}
            amount={payableAmount}
            reference={result.parentOrderNo}
          />
        </>
      )}
      <Table
        className={`pm-order-result-table ${CARD_TABLE}`}
        size="small"
        rowKey="orderId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={result.orders}
        columns={cardColumns<(typeof result.orders)[number]>([
          { title: t('orderResult.orderNo'), dataIndex: 'orderNo' },
          {
            title: t('orderResult.supplier'),
            key: 'supplier',
            render: (_, order) => nameOf(order.supplierName, order.supplierNameEn),
          },
          {
            title: t('orderResult.status'),
            key: 'status',
            render: (_, order) => (
              <Tag color={STATUS_COLOUR[order.orderStatus] ?? 'default'} data-testid="order-result-status">
                {statuses.labelOf(order.orderStatus)}
              </Tag>
            ),
          },
          {
            title: t('orderResult.amount'),
            key: 'amount',
            align: 'right',
            render: (_, order) => `¥${formatAmount(order.amount)}`,
          },
        ])}
      />
    </div>
  );
}

import { WalletOutlined } from '@ant-design/icons';
import { type Cashier, OrderStatus, PayType, sumMoney, toChineseAmount } from '@procuremart/contract';
import { Alert, Button, Card, Radio, Result, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/client';
import { useSession } from '../../app/session';
import { DictTag } from '../../dictionaries/DictTag';
import { useDict } from '../../dictionaries/use-dict';
import { useClickGuard } from '../../forms/use-click-guard';
import { useLocalName } from '../../i18n/local-name';
import { CARD_TABLE, cardColumns } from '../../resources/card-table';
import { formatAmount } from '../../resources/formatters';
import { isNotFound } from '../common/is-not-found';
import { LoadError } from '../common/LoadError';
import { BankTransferDetails } from './BankTransferDetails';
import { resultAddress } from './payment-paths';
import { useCashier, usePayOrder } from './payment-queries';
import './payment.css';

type PayMethod = Cashier['payMethods'][number];

function OrdersTable({ cashier }: { cashier: Cashier }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  return (
    <Table
      className={CARD_TABLE}
      size="small"
      rowKey="orderId"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={cashier.orders}
      data-testid="cashier-orders"
      columns={cardColumns<Cashier['orders'][number]>([
        { title: t('payment.column.orderNo'), dataIndex: 'orderNo' },
        {
          title: t('payment.column.supplier'),
          key: 'supplier',
          render: (_, order) => localName(order.supplierName, order.supplierNameEn),
        },
        {
          title: t('payment.column.status'),
          key: 'status',
          render: (_, order) => <DictTag code="ORDER_STATUS" value={order.orderStatus} />,
        },
        {
          title: t('payment.column.payStatus'),
          key: 'payStatus',
          render: (_, order) => (
            <DictTag code="PAY_STATUS" value={order.payStatus} colors={{ '0': 'orange', '1': 'green' }} />
          ),
        },
        {
          title: t('payment.column.amount'),
          dataIndex: 'amount',
          align: 'right',
          render: (amount: string) => formatAmount(amount),
        },
      ])}
    />
  );
}

const CashierTransfer = ({ cashier }: { cashier: Cashier }) => (
  <BankTransferDetails
    transfer={cashier.bankTransfer}
    amount={cashier.payable}
    reference={cashier.parentOrderNo}
  />
);

/** Nothing payable yet: the orders await approval, and payment opens once they are approved. */
function AwaitingApproval({ cashier }: { cashier: Cashier }) {
  const { t } = useTranslation();
  const waiting = cashier.orders.filter((o) => o.orderStatus === OrderStatus.awaitingApproval);
  const amount = sumMoney('0', ...waiting.map((o) => o.amount));
  return (
    <Alert
      className="pm-pay-notice"
      type="info"
      showIcon
      title={t('payment.awaitingApproval')}
      description={t('payment.awaitingApprovalText', { amount: formatAmount(amount) })}
      data-testid="cashier-approval"
    />
  );
}

/** What the buyer sees once bank transfer or monthly settlement is chosen. */
function MethodChosen({ cashier, method }: { cashier: Cashier; method: '02' | '03' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={t(`payment.chosen.${method}`)}
      subTitle={t('payment.chosenText')}
      data-testid="cashier-chosen"
      extra={
        <Button type="primary" onClick={() => navigate(resultAddress(cashier.parentOrderId))}>
          {t('payment.viewResult')}
        </Button>
      }
    >
      {method === PayType.offline && <CashierTransfer cashier={cashier} />}
    </Result>
  );
}

function CashierForm({ cashier }: { cashier: Cashier }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const payTypes = useDict('PAY_TYPE');
  const allowed = cashier.payMethods;
  const initial = allowed.find((code) => code === cashier.payMethod) ?? allowed[0];
  const [method, setMethod] = useState<PayMethod>(initial);
  const [chosen, setChosen] = useState<'02' | '03' | null>(null);
  const [locked, guard] = useClickGuard();
  const pay = usePayOrder(cashier.parentOrderId);

  if (chosen) return <MethodChosen cashier={cashier} method={chosen} />;
  const nothingToPay = cashier.payable === '0.00';
  // Before approval there is no amount due (not "¥0.00"): say when payment opens instead.
  if (nothingToPay && cashier.awaitingApproval) return <AwaitingApproval cashier={cashier} />;
  const submit = () =>
    pay.mutate(method, {
      onSuccess: (answer) => {
        if (answer.gatewayUrl === null) {
          setChosen(answer.payMethod as '02' | '03');
          return;
        }
        if (answer.gatewayUrl.startsWith('/')) navigate(answer.gatewayUrl);
        else window.location.assign(answer.gatewayUrl);
      },
    });
  return (
    <>
      <div className="pm-pay-total" data-testid="cashier-payable">
        <span>{t('payment.payable')}</span>
        <strong className="pm-pay-amount">¥{formatAmount(cashier.payable)}</strong>
        <span className="pm-pay-words">
          {t('payment.inWords', { words: toChineseAmount(cashier.payable) })}
        </span>
      </div>
      {nothingToPay ? (
        <Alert type="info" showIcon title={t('payment.paidText')} data-testid="cashier-nothing" />
      ) : (
        <div className="pm-pay-methods">
          <h2>{t('payment.method')}</h2>
          <Radio.Group
            value={method}
            onChange={(event) => setMethod(event.target.value)}
            data-testid="cashier-methods"
            options={allowed.map((code) => ({ value: code, label: payTypes.labelOf(code) }))}
          />
          <p className="pm-pay-hint">
            {t(`payment.methodHint.${method}`, { hours: cashier.unpaidCancelHours })}
          </p>
          {method === PayType.offline && <CashierTransfer cashier={cashier} />}
          {pay.error && (
            <Alert
              type="error"
              showIcon
              title={isApiError(pay.error) ? pay.error.respDesc : String(pay.error)}
              data-testid="cashier-error"
            />
          )}
          <Button
            type="primary"
            size="large"
            icon={<WalletOutlined />}
            loading={pay.isPending}
            disabled={locked}
            onClick={guard(submit)}
            data-testid="cashier-pay"
          >
            {method === PayType.online ? t('payment.payNow') : t('payment.confirmMethod')}
          </Button>
        </div>
      )}
    </>
  );
}

function CashierContent({ parentOrderId }: { parentOrderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cashier = useCashier(parentOrderId);
  if (cashier.isPending) return <Spin className="pm-pay-state" data-testid="cashier-loading" />;
  if (cashier.isError) {
    if (isNotFound(cashier.error))
      return (
        <Result status="404" title={t('payment.orderNotFound')} subTitle={t('payment.orderNotFoundHint')} />
      );
    return <LoadError error={cashier.error} onRetry={() => void cashier.refetch()} />;
  }
  const data = cashier.data;
  const allPaid = data.orders.length > 0 && data.orders.every((o) => o.payStatus !== '0');
  return (
    <Card title={t('payment.parentOrderNo', { no: data.parentOrderNo })} data-testid="cashier">
      <OrdersTable cashier={data} />
      {allPaid ? (
        <Result
          status="success"
          title={t('payment.paidTitle')}
          subTitle={t('payment.paidText')}
          data-testid="cashier-paid"
          extra={
            <Button type="primary" onClick={() => navigate(resultAddress(data.parentOrderId))}>
              {t('payment.viewResult')}
            </Button>
          }
        />
      ) : (
        <CashierForm key={data.payMethods.join()} cashier={data} />
      )}
    </Card>
  );
}

/** /cartPayment?parentOrderId= (SPEC §2): pay a checkout's orders online, by transfer or monthly. */
export default function CashierPage() {
  const { t } = useTranslation();
  const { kind } = useSession();
  const [params] = useSearchParams();
  const parentOrderId = params.get('parentOrderId') ?? '';
  return (
    <div className="pm-store-inner pm-pay" data-testid="cashier-page">
      <h1 className="pm-pay-title">{t('payment.title')}</h1>
      {kind !== 'purchaser' ? (
        <Result status="info" title={t('payment.onlyPurchasers')} />
      ) : /^[1-9]\d{0,17}$/.test(parentOrderId) ? (
        <CashierContent parentOrderId={parentOrderId} />
      ) : (
        <Result status="404" title={t('payment.orderNotFound')} subTitle={t('payment.orderNotFoundHint')} />
      )}
    </div>
  );
}

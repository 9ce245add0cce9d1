import { ErrorCode, type SimulatedPayment } from '@procuremart/contract';
import { Alert, Button, Card, Descriptions, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/client';
import { useClickGuard } from '../../forms/use-click-guard';
import { formatAmount, formatDateTime } from '../../resources/formatters';
import { isNotFound } from '../common/is-not-found';
import { LoadError } from '../common/LoadError';
import { cashierAddress, resultAddress } from './payment-paths';
import { useConfirmPayment, useSimulatedPayment } from './payment-queries';
import './payment.css';

function Finished({ payment }: { payment: SimulatedPayment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (payment.status === 'succeeded')
    return (
      <Result
        status="success"
        title={t('gateway.succeeded')}
        subTitle={t('gateway.succeededText', { amount: formatAmount(payment.amount), payNo: payment.payNo })}
        data-testid="gateway-succeeded"
        extra={
          <Button type="primary" onClick={() => navigate(resultAddress(payment.parentOrderId))}>
            {t('payment.viewResult')}
          </Button>
        }
      />
    );
  return (
    <Result
      status="warning"
      title={t('gateway.failed')}
      subTitle={t('gateway.failedText')}
      data-testid="gateway-failed"
      extra={
        <Button type="primary" onClick={() => navigate(cashierAddress(payment.parentOrderId))}>
          {t('gateway.backToCashier')}
        </Button>
      }
    />
  );
}

function PendingPayment({ payment }: { payment: SimulatedPayment }) {
  const { t } = useTranslation();
  const confirm = useConfirmPayment(payment.payNo);
  const [locked, guard] = useClickGuard();
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title={t('gateway.notice')}
        description={t('gateway.noticeText')}
        className="pm-pay-notice"
        data-testid="gateway-simulation-notice"
      />
      <Descriptions
        column={1}
        bordered
        size="small"
        data-testid="gateway-payment"
        items={[
          { key: 'payNo', label: t('gateway.payNo'), children: payment.payNo },
          { key: 'order', label: t('gateway.parentOrderNo'), children: payment.parentOrderNo },
          {
            key: 'amount',
            label: t('gateway.amount'),
            children: <strong className="pm-pay-amount">¥{formatAmount(payment.amount)}</strong>,
          },
          { key: 'at', label: t('gateway.createdAt'), children: formatDateTime(payment.createdAt) },
        ]}
      />
      {confirm.error && (
        <Alert
          type="error"
          showIcon
          title={isApiError(confirm.error) ? confirm.error.respDesc : String(confirm.error)}
        />
      )}
      <Space wrap className="pm-pay-actions">
        <Button
          type="primary"
          size="large"
          loading={confirm.isPending && confirm.variables === 'success'}
          disabled={locked || confirm.isPending}
          onClick={guard(() => confirm.mutate('success'))}
          data-testid="gateway-success"
        >
          {t('gateway.success')}
        </Button>
        <Button
          danger
          size="large"
          loading={confirm.isPending && confirm.variables === 'fail'}
          disabled={locked || confirm.isPending}
          onClick={guard(() => confirm.mutate('fail'))}
          data-testid="gateway-fail"
        >
          {t('gateway.fail')}
        </Button>
      </Space>
    </>
  );
}

/**
 * /payGateway?payNo= : the demo's local simulated gateway (PAYMENT_GATEWAY=simulated), where the buyer decides
 * how the payment ends; a server with another gateway refuses it (EPAY) and the page says so.
 */
export default function GatewayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const payNo = params.get('payNo') ?? '';
  const payment = useSimulatedPayment(payNo);
  const notFound = <Result status="404" title={t('gateway.notFound')} subTitle={t('gateway.notFoundHint')} />;
  let body = notFound;
  if (payNo !== '' && payment.isPending) body = <Spin className="pm-pay-state" />;
  else if (payment.isError && isApiError(payment.error) && payment.error.code === ErrorCode.paymentGateway)
    body = (
      <Result
        status="warning"
        title={t('gateway.off')}
        subTitle={t('gateway.offHint')}
        data-testid="gateway-off"
      />
    );
  else if (payment.isError)
    body = isNotFound(payment.error) ? (
      notFound
    ) : (
      <LoadError error={payment.error} onRetry={() => void payment.refetch()} />
    );
  else if (payment.data)
    body =
      payment.data.status === 'pending' ? (
        <PendingPayment payment={payment.data} />
      ) : (
        <Finished payment={payment.data} />
      );
  return (
    <div className="pm-store-inner pm-pay" data-testid="gateway-page">
      <Card title={t('gateway.title')}>{body}</Card>
    </div>
  );
}

import {
  type Address,
  GROUP_WAYS,
  type GroupWay,
  type InvoiceTitle,
  type Settlement,
} from '@procuremart/contract';
import { getSettlement, submitOrder } from '@procuremart/contract/refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Radio, Result, Select, Skeleton } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api, isApiError } from '../../api/client';
import { AddressPicker } from '../../backoffice/addresses/AddressPicker';
import { InvoiceTitlePicker } from '../../backoffice/addresses/InvoiceTitlePicker';
import { useClickGuard } from '../../forms/use-click-guard';
import { useCartAudience } from '../cart/cart-audience';
import { cartKeys } from '../cart/keys';
import { PurchaserGate } from '../cart/PurchaserGate';
import { checkoutKeys } from './keys';
import { SettlementGroups } from './SettlementGroups';
import { SettlementTotals } from './SettlementTotals';
import {
  type CheckoutChoices,
  type LineSplitChoices,
  newRequestId,
  orderableLines,
  type SettlementRequest,
  settlementRequestOf,
  submitRequestOf,
} from './settlement-request';
import { VisitorSettlement } from './VisitorSettlement';
import './checkout.css';

/**
 * /placeAnOrder (cart, quick order) and /extPlaceAnOrder (buy now): the lines grouped into supplier orders,
 * address, invoice, pay method, remarks, totals and the guarded submit. A refused submission (changed price,
 * stock) says why and shows the page afresh. A visitor sees the lines priced and signs in to submit.
 */
export default function SettlementPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { audience, userId } = useCartAudience();
  const [split, setSplit] = useState<LineSplitChoices>({ lineUnits: {}, lineGroups: {} });
  const request = useMemo(() => settlementRequestOf(pathname, search, split), [pathname, search, split]);
  const query = useQuery({
    queryKey: checkoutKeys.settlement(userId, request),
    queryFn: () => api(getSettlement, request as SettlementRequest),
    enabled: request !== null && audience === 'purchaser',
    staleTime: 0,
  });

  if (request === null) {
    return (
      <div className="pm-store-inner pm-checkout">
        <Result status="warning" title={t('checkout.invalidLink')} subTitle={t('checkout.invalidLinkHint')} />
      </div>
    );
  }
  return (
    <div className="pm-store-inner pm-checkout" data-testid="checkout-page">
      <h1 className="pm-checkout-title">{t('checkout.title')}</h1>
      <PurchaserGate path={pathname} openToVisitors>
        {audience === 'visitor' && <VisitorSettlement request={request} />}
        {audience === 'purchaser' && query.isPending && (
          <Skeleton active paragraph={{ rows: 8 }} data-testid="checkout-loading" />
        )}
        {query.isError && (
          <Result
            status="warning"
            title={t('checkout.loadFailed')}
            subTitle={isApiError(query.error) ? query.error.respDesc : undefined}
            extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
          />
        )}
        {query.data && (
          <SettlementForm
            request={request}
            settlement={query.data}
            onSplit={(change) => setSplit((current) => ({ ...current, ...change(current) }))}
            refetch={() => query.refetch()}
          />
        )}
      </PurchaserGate>
    </div>
  );
}

interface SettlementFormProps {
  request: SettlementRequest;
  settlement: Settlement;
  onSplit: (change: (current: LineSplitChoices) => Partial<LineSplitChoices>) => void;
  refetch: () => Promise<unknown>;
}

function SettlementForm({ request, settlement, onSplit, refetch }: SettlementFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [requestId] = useState(newRequestId);
  const [addressId, setAddressId] = useState<string>();
  const [invoiceType, setInvoiceType] = useState<'00' | '01'>('00');
  const [invoiceTitleId, setInvoiceTitleId] = useState<string>();
  const [payMethod, setPayMethod] = useState(settlement.payMethods[0]?.code ?? '02');
  const [remarks, setRemarks] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [locked, guard] = useClickGuard();
  const groupWay = settlement.groupWay;
  const pickAddress = useCallback((address: Address) => setAddressId(address.addressId), []);
  const pickTitle = useCallback((title: InvoiceTitle) => setInvoiceTitleId(title.invoiceTitleId), []);

  const submit = useMutation({
    mutationFn: (choices: CheckoutChoices) =>
      api(submitOrder, submitRequestOf(request, settlement, choices), { notify: false }),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: cartKeys.all });
      navigate(`/placeAnOrderResults?parentOrderId=${result.parentOrderId}`, { replace: true });
    },
    onError: (error) => {
      setRefusal(isApiError(error) ? error.respDesc : String(error));
      void refetch();
    },
  });

  const canSubmit = orderableLines(settlement).length > 0 && addressId !== undefined;
  const onSubmit = guard(() => {
    if (!addressId) return;
    setRefusal(null);
    submit.mutate({ requestId, addressId, invoiceType, invoiceTitleId, payMethod, remarks });
  });

  return (
    <div className="pm-checkout-body">
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefusal(null)}
          title={t('checkout.refused')}
          description={
            <>
              <div data-testid="checkout-refusal">{refusal}</div>
              <div>{t('checkout.refreshed')}</div>
            </>
          }
        />
      )}
      <Card size="small" title={t('checkout.address')}>
        <AddressPicker value={addressId} onChange={pickAddress} />
      </Card>
      <Card size="small" title={t('checkout.invoice')}>
        <div className="pm-checkout-field">
          <span className="pm-checkout-label">{t('checkout.invoiceType')}</span>
          <Radio.Group
            value={invoiceType}
            onChange={(event) => setInvoiceType(event.target.value)}
            options={(['00', '01'] as const).map((code) => ({
              value: code,
              label: t(`checkout.invoiceTypes.${code}`),
            }))}
            data-testid="checkout-invoice-type"
          />
        </div>
        <InvoiceTitlePicker invoiceType={invoiceType} value={invoiceTitleId} onChange={pickTitle} />
      </Card>
      <Card size="small" title={t('checkout.payMethod')}>
        <Radio.Group
          value={payMethod}
          onChange={(event) => setPayMethod(event.target.value)}
          options={settlement.payMethods.map((m) => ({ value: m.code, label: m.label }))}
          data-testid="checkout-pay-method"
        />
      </Card>
      <Card
        size="small"
        title={t('checkout.goods')}
        extra={
          <Select<GroupWay>
            size="small"
            className="pm-checkout-group-way"
            popupMatchSelectWidth={false}
            value={groupWay}
            onChange={(way) => onSplit(() => ({ groupWay: way }))}
            options={GROUP_WAYS.filter(
              (way) => way !== 'purchaseUnitGroup' || settlement.orgUnits.length > 0,
            ).map((way) => ({ value: way, label: t(`checkout.groupWays.${way}`) }))}
            aria-label={t('checkout.groupWay')}
            data-testid="checkout-group-way"
          />
        }
      >
        <SettlementGroups
          settlement={settlement}
          remarks={remarks}
          onRemark={(groupKey, remark) => setRemarks((all) => ({ ...all, [groupKey]: remark }))}
          onLineUnit={
            groupWay === 'purchaseUnitGroup'
              ? (skuId, unitId) => onSplit((c) => ({ lineUnits: { ...c.lineUnits, [skuId]: unitId } }))
              : undefined
          }
          onLineGroup={
            groupWay === 'orderGroup'
              ? (skuId, groupNo) => onSplit((c) => ({ lineGroups: { ...c.lineGroups, [skuId]: groupNo } }))
              : undefined
          }
        />
      </Card>
      <div className="pm-checkout-submit-bar">
        <SettlementTotals settlement={settlement} />
        <Button
          type="primary"
          size="large"
          disabled={!canSubmit || locked}
          loading={submit.isPending}
          onClick={onSubmit}
          data-testid="checkout-submit"
        >
          {submit.isPending ? t('checkout.submitting') : t('checkout.submit')}
        </Button>
      </div>
    </div>
  );
}

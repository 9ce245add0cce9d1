import {
  type CancelApplication,
  type OrderDetail,
  type OrderLine,
  orderGlossary,
  orderMachine,
  type Shipment,
} from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../resources/formatters';
import { LinesTable } from '../../resources/LinesTable';
import {
  brandNameView,
  orgNameView,
  shopNameView,
  skuNameView,
  supplierNameView,
} from '../../resources/name-views';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { statusMapOf } from '../../resources/row-actions';
import type { ColumnDescriptor, DetailItem, DetailSection, RowAction } from '../../resources/types';
import { orderKeys } from './keys';
import { OrderMessages } from './OrderMessages';
import { OrderPaymentNotice } from './OrderPaymentNotice';
import { OrderShipments } from './OrderShipments';
import { orderStatusTag } from './order-columns';
import { receiverAndInvoiceSections } from './order-sections';

const orderStatusMap = statusMapOf(orderMachine, {});

function RefundSummary({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (!order.refund) return <span>-</span>;
  const summary = t('order.refundSummary', {
    amount: formatAmount(order.refund.amount),
    at: formatDateTime(order.refund.createdAt),
  });
  return (
    <span data-testid="order-refund">
      {order.refund.reason ? `${summary}: ${order.refund.reason}` : summary}
    </span>
  );
}

function DeliveryRange({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return <span>{t('order.deliveryRange', { min: order.deliveryDaysMin, max: order.deliveryDaysMax })}</span>;
}

const facts: DetailItem<OrderDetail>[] = [
  { field: 'supplierName', view: supplierNameView },
  { field: 'amount', view: { kind: 'amount' } },
  { field: 'payMethod', view: { kind: 'dict', code: 'PAY_TYPE' } },
  { field: 'createdAt', view: { kind: 'datetime' } },
];

const sections: DetailSection<OrderDetail>[] = [
  {
    titleKey: 'order.section.amounts',
    items: [
      { field: 'goodsAmount', view: { kind: 'amount' } },
      { field: 'freight', view: { kind: 'amount' } },
      { field: 'amount', view: { kind: 'amount' } },
      { field: 'capitalAmount' },
      { field: 'payStatus', view: { kind: 'dict', code: 'PAY_STATUS' } },
      { field: 'paidAt', view: { kind: 'datetime' } },
      {
        field: 'refund',
        span: 'filled',
        view: { kind: 'custom', render: (order) => <RefundSummary order={order} /> },
      },
    ],
  },
  ...receiverAndInvoiceSections<OrderDetail>(),
  {
    titleKey: 'order.section.other',
    items: [
      { field: 'orderNo' },
      { field: 'parentOrderNo' },
      { field: 'channel', view: { kind: 'dict', code: 'ORDER_CHANNEL' } },
      { field: 'shopName', view: shopNameView },
      { field: 'buyerName' },
      { field: 'orgName', view: orgNameView },
      {
        field: 'deliveryDaysMax',
        labelKey: 'order.field.delivery',
        view: { kind: 'custom', render: (order) => <DeliveryRange order={order} /> },
      },
      { field: 'remark', span: 'filled' },
      { field: 'closeReason', span: 'filled' },
      { field: 'confirmedAt', view: { kind: 'datetime' } },
      { field: 'deliveredAt', view: { kind: 'datetime' } },
      { field: 'completedAt', view: { kind: 'datetime' } },
      { field: 'closedAt', view: { kind: 'datetime' } },
    ],
  },
];

const lineColumns: ColumnDescriptor<OrderLine>[] = [
  { field: 'skuName', titleKey: 'order.line.skuName', view: skuNameView },
  { field: 'supplierSkuCode', titleKey: 'order.line.supplierSkuCode' },
  { field: 'brandName', titleKey: 'order.line.brandName', view: brandNameView },
  { field: 'model', titleKey: 'order.line.model' },
  { field: 'unit', titleKey: 'order.line.unit', view: { kind: 'unit' } },
  { field: 'unitPrice', titleKey: 'order.line.unitPrice', view: { kind: 'amount' } },
  { field: 'taxRate', titleKey: 'order.line.taxRate' },
  { field: 'num', titleKey: 'order.line.num' },
  { field: 'amount', titleKey: 'order.line.amount', view: { kind: 'amount' }, summary: true },
  { field: 'shippedNum', titleKey: 'order.line.shippedNum' },
  { field: 'acceptedNum', titleKey: 'order.line.acceptedNum' },
];

const applicationColumns: ColumnDescriptor<CancelApplication>[] = [
  {
    field: 'status',
    titleKey: 'order.cancelApply.status',
    view: { kind: 'dict', code: 'CANCEL_APPLY_STATUS' },
  },
  { field: 'reason', titleKey: 'order.cancelApply.reason' },
  { field: 'applicantName', titleKey: 'order.cancelApply.applicantName' },
  { field: 'createdAt', titleKey: 'order.cancelApply.createdAt', view: { kind: 'datetime' } },
  { field: 'remark', titleKey: 'order.cancelApply.remark' },
  { field: 'decidedByName', titleKey: 'order.cancelApply.decidedByName' },
  { field: 'decidedAt', titleKey: 'order.cancelApply.decidedAt', view: { kind: 'datetime' } },
];

type OrderDetailPage =
  | 'agrMyOrderDetail'
  | 'agrApprovalOrderDetail'
  | 'supplierOrderDetails'
  | 'synthesizeOrderDetail'
  | 'plSynthesizeOrderDetail'
  | 'agrSynthesizeOrderDetailOpt';

/**
 * The one order detail design (buyer, approver, organisation, supplier and operator pages): header with
 * status and key facts, tabs for the order information (amounts with payment and refund), the lines, the
 * shipments (with the steps the page offers on them), cancellation applications, the status history and the messages sent,
 * and the footer's actions.
 */
export function OrderDetailView({
  page,
  load,
  actions,
  shipmentActions,
}: {
  /** The page showing it: the buyer's, the approver's, the supplier's or the operators' order detail. */
  page: OrderDetailPage;
  load: (orderId: string) => Promise<OrderDetail>;
  actions: RowAction<OrderDetail>[];
  /** Steps on a shipment (e.g. register arrival, accept), shown where the shipment's `actions` list the event. */
  shipmentActions?: RowAction<Shipment>[];
}) {
  return (
    <ResourceDetailPage<OrderDetail, OrderDetailPage>
      glossary={orderGlossary}
      page={page}
      idParam="orderId"
      queryKey={orderKeys.detail}
      load={load}
      recordTitle={(order) => order.orderNo}
      status={{ of: (order) => order.orderStatus, statusMap: orderStatusMap, dict: orderStatusTag }}
      facts={facts}
      machine={orderMachine}
      actions={actions}
      invalidateKey={orderKeys.all}
      tabs={[
        {
          key: 'info',
          labelKey: 'order.tab.info',
          sections,
          render: (order) => <OrderPaymentNotice order={order} />,
        },
        {
          key: 'lines',
          labelKey: 'order.tab.lines',
          lines: (order) => (
            <LinesTable<OrderLine> rowKey="orderLineId" columns={lineColumns} rows={order.lines} />
          ),
        },
        {
          key: 'shipments',
          labelKey: 'order.tab.shipments',
          render: (order) => <OrderShipments shipments={order.shipments} actions={shipmentActions} />,
        },
        {
          key: 'cancelApplications',
          labelKey: 'order.tab.cancelApplications',
          lines: (order) => (
            <LinesTable<CancelApplication>
              titleKey="order.tab.cancelApplications"
              rowKey="applicationId"
              columns={applicationColumns}
              rows={order.cancelApplications}
            />
          ),
        },
        {
          key: 'history',
          labelKey: 'order.tab.history',
          history: { of: (order) => order.history },
        },
        {
          key: 'messages',
          labelKey: 'order.tab.messages',
          render: (order) => <OrderMessages orderId={order.orderId} />,
        },
      ]}
    />
  );
}

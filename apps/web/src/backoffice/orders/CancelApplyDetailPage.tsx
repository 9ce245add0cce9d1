import {
  type CancelApplyRow,
  cancelApplicationMachine,
  cancelApplyGlossary,
  ORDER_DETAIL_PAGE,
  type OrderRow,
} from '@procuremart/contract';
import { getCancelApplyDetail } from '@procuremart/contract/refs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { shopNameView, supplierNameView } from '../../resources/name-views';
import { pageAction } from '../../resources/page-view';
import { ResourceDetailPage } from '../../resources/ResourceDetailPage';
import { statusMapOf } from '../../resources/row-actions';
import type { DetailItem, DetailSection } from '../../resources/types';
import { cancelApplyStatusTag } from './cancel-apply-resource';
import { orderKeys } from './keys';
import { orderStatusTag } from './order-columns';

/** The application with the facts of its order beside it (one flat record for the detail design). */
type CancelApplyView = CancelApplyRow &
  Pick<
    OrderRow,
    'parentOrderNo' | 'shopName' | 'shopNameEn' | 'payMethod' | 'payStatus' | 'lineCount' | 'pieces'
  > & {
    orderCreatedAt: string;
  };

const load = async (applicationId: string): Promise<CancelApplyView> => {
  const { application, order } = await api(getCancelApplyDetail, { applicationId });
  return {
    ...application,
    parentOrderNo: order.parentOrderNo,
    shopName: order.shopName,
    shopNameEn: order.shopNameEn,
    payMethod: order.payMethod,
    payStatus: order.payStatus,
    lineCount: order.lineCount,
    pieces: order.pieces,
    orderCreatedAt: order.createdAt,
  };
};

function GoodsSummary({ row }: { row: CancelApplyView }) {
  const { t } = useTranslation();
  return <span>{t('order.goodsSummary', { kinds: row.lineCount, pieces: row.pieces })}</span>;
}

const facts: DetailItem<CancelApplyView>[] = [
  {
    field: 'supplierName',
    labelKey: 'order.field.supplierName',
    view: supplierNameView,
  },
  { field: 'amount', labelKey: 'order.field.amount', view: { kind: 'amount' } },
  { field: 'applicantName' },
  { field: 'createdAt', view: { kind: 'datetime' } },
];

const applicationSections: DetailSection<CancelApplyView>[] = [
  {
    titleKey: 'cancelApply.section.application',
    items: [
      { field: 'status', view: cancelApplyStatusTag },
      { field: 'reason', span: 'filled' },
      { field: 'remark', span: 'filled' },
      { field: 'decidedByName' },
      { field: 'decidedAt', view: { kind: 'datetime' } },
    ],
  },
  {
    titleKey: 'cancelApply.section.order',
    items: [
      { field: 'orderNo', labelKey: 'order.field.orderNo' },
      { field: 'orderStatus', labelKey: 'order.field.orderStatus', view: orderStatusTag },
      { field: 'parentOrderNo', labelKey: 'order.field.parentOrderNo' },
      { field: 'shopName', labelKey: 'order.field.shopName', view: shopNameView },
      {
        field: 'pieces',
        labelKey: 'order.field.goods',
        view: { kind: 'custom', render: (row) => <GoodsSummary row={row} /> },
      },
      { field: 'payMethod', labelKey: 'order.field.payMethod', view: { kind: 'dict', code: 'PAY_TYPE' } },
      {
        field: 'payStatus',
        labelKey: 'order.field.payStatus',
        view: { kind: 'dict', code: 'PAY_STATUS', colors: { '1': 'green', '2': 'orange' } },
      },
      { field: 'orderCreatedAt', labelKey: 'order.field.createdAt', view: { kind: 'datetime' } },
    ],
  },
];

/** One of my cancellation applications (`agrCancleOrderDetail?applicationId=…`) with its order and a link to it. */
export default function CancelApplyDetailPage() {
  const navigate = useNavigate();
  const viewOrder = pageAction<CancelApplyView>(
    navigate,
    {
      page: ORDER_DETAIL_PAGE,
      params: (row) => ({ orderId: row.orderId }),
      labelKey: 'cancelApply.action.viewOrder',
    },
    'viewOrder',
  );
  return (
    <ResourceDetailPage<CancelApplyView, 'agrCancleOrderDetail'>
      glossary={cancelApplyGlossary}
      page="agrCancleOrderDetail"
      idParam="applicationId"
      queryKey={orderKeys.cancelApplication}
      load={load}
      recordTitle={(row) => row.orderNo}
      status={{
        of: (row) => row.status,
        statusMap: statusMapOf(cancelApplicationMachine, {}),
        dict: cancelApplyStatusTag,
      }}
      facts={facts}
      tabs={[{ key: 'application', labelKey: 'cancelApply.detailTitle', sections: applicationSections }]}
      actions={[viewOrder]}
      invalidateKey={orderKeys.cancelApplications()}
    />
  );
}

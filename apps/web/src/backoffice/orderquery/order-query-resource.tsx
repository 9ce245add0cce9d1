import {
  type LookupItem,
  OPERATOR_ORDER_DETAIL_PAGE,
  ORDER_TAB_KEYS,
  type OrderRow,
  orderMachine,
  PARENT_ORDER_DETAIL_PAGE,
  pageLink,
  queryOrderList,
} from '@procuremart/contract';
import { lookupOrderOrgs, lookupOrderSuppliers } from '@procuremart/contract/refs';
import { Typography } from 'antd';
import i18n from 'i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { localName } from '../../i18n/local-name';
import { defineList } from '../../resources/define-list';
import type { Option } from '../../resources/types';
import { orderColumns } from '../orders/order-columns';
import { orderQueryKeys } from './keys';

const toOptions = (items: readonly LookupItem[]): Option[] =>
  items.map((item) => ({
    value: item.id,
    label: localName(i18n.language, item.name, item.nameEn),
  }));

const searchOrgs = async (keyword: string) => toOptions(await api(lookupOrderOrgs, { keyword }));
const searchSuppliers = async (keyword: string) => toOptions(await api(lookupOrderSuppliers, { keyword }));

function ParentOrderLink({ row }: { row: OrderRow }) {
  const navigate = useNavigate();
  return (
    <Typography.Link
      onClick={() => navigate(pageLink(PARENT_ORDER_DETAIL_PAGE, { parentOrderId: row.parentOrderId }))}
    >
      {row.parentOrderNo}
    </Typography.Link>
  );
}

const columns = orderColumns.flatMap((column) => {
  if (column.field === 'parentOrderNo')
    return [
      {
        ...column,
        hidden: false,
        view: { kind: 'custom' as const, render: (row: OrderRow) => <ParentOrderLink row={row} /> },
      },
    ];
  return [column];
});

/**
 * The integrated order query (agrSynthesOrderList): every organisation's and supplier's orders, status tabs
 * with counts, the order lists' filters plus organisation and supplier pickers, buyer, parent order and
 * payment, and the export.
 */
export const orderQueryList = defineList(queryOrderList, {
  listKey: 'orderQuery',
  view: { page: OPERATOR_ORDER_DETAIL_PAGE, params: (order) => ({ orderId: order.orderId }) },
  titleKey: 'orderQuery.listTitle',
  rowKey: 'orderId',
  queryKey: orderQueryKeys.list(),
  machine: orderMachine,
  statusOf: (row) => row.orderStatus,
  emptyHintKey: 'order.emptyHint',
  exportKind: 'orderIntegratedQuery',
  tabs: {
    filter: 'tab',
    items: ORDER_TAB_KEYS.map((value) => ({ value, labelKey: `order.tab.${value}` })),
  },
  filters: { orgId: { search: searchOrgs }, supplierId: { search: searchSuppliers } },
  columns,
});

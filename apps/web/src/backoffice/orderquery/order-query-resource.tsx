import {
  type LookupItem,
  ORDER_TAB_KEYS,
  type OrderRow,
  orderMachine,
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
import type { OrderQueryPages } from './query-pages';

const toOptions = (items: readonly LookupItem[]): Option[] =>
  items.map((item) => ({
    value: item.id,
    label: localName(i18n.language, item.name, item.nameEn),
  }));

const searchOrgs = async (keyword: string) => toOptions(await api(lookupOrderOrgs, { keyword }));
const searchSuppliers = async (keyword: string) => toOptions(await api(lookupOrderSuppliers, { keyword }));

function ParentOrderLink({ row, page }: { row: OrderRow; page: OrderQueryPages['parent'] }) {
  const navigate = useNavigate();
  return (
    <Typography.Link onClick={() => navigate(pageLink(page, { parentOrderId: row.parentOrderId }))}>
      {row.parentOrderNo}
    </Typography.Link>
  );
}

const columnsFor = (pages: OrderQueryPages) =>
  orderColumns.flatMap((column) => {
    if (column.field === 'parentOrderNo')
      return [
        {
          ...column,
          hidden: false,
          view: {
            kind: 'custom' as const,
            render: (row: OrderRow) => <ParentOrderLink row={row} page={pages.parent} />,
          },
        },
      ];
    return [column];
  });

/**
 * The integrated order query (agrSynthesOrderList and the zone views over it): every organisation's and
 * supplier's orders the caller may see, status tabs with counts, the order lists' filters plus organisation and
 * supplier pickers, buyer, parent order and payment, and the export.
 */
export const orderQueryListFor = (pages: OrderQueryPages) =>
  defineList(queryOrderList, {
    listKey: pages.listKey,
    view: { page: pages.order, params: (order) => ({ orderId: order.orderId }) },
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
    columns: columnsFor(pages),
  });

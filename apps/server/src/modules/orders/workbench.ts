import {
  ORDER_PERMISSION,
  type OrderRow,
  queryMyOrderList,
  queryMySaleOrderList,
  querySaleOrderList,
  querySupplierCancelApplyList,
} from '@procuremart/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { mayMakeCall } from '../../platform/bind-call';
import { tabCountOf, type WorkbenchContribution } from '../../platform/workbench';
import { listMyOrders } from './buyer/my-order-list';
import { listSupplierCancelApplications } from './supplier/cancel-apply-list';
import { listPendingSaleOrders, listSaleOrders } from './supplier/sale-order-list';

const RECENT_ORDERS = 5;

const recentRow = (row: OrderRow) => ({
  orderId: row.orderId,
  orderNo: row.orderNo,
  orderStatus: row.orderStatus,
  amount: row.amount,
  supplierName: row.supplierName,
  supplierNameEn: row.supplierNameEn,
  orgName: row.orgName,
  orgNameEn: row.orgNameEn,
  createdAt: row.createdAt,
});

/** The actor's last orders as its own order list (buyer's or supplier's) shows them; null without one. */
async function recentOrders(db: Db, actor: Actor) {
  const first = { pageNo: 1, pageSize: RECENT_ORDERS };
  if (actor.kind === 'purchaser' && mayMakeCall(actor, queryMyOrderList)) {
    const page = await listMyOrders(db, actor, queryMyOrderList.input.parse(first));
    const listMenuCode = ORDER_PERMISSION.myOrders;
    return { rows: page.rows.map(recentRow), listMenuCode, detailPage: 'agrMyOrderDetail' };
  }
  if (actor.kind === 'supplier' && mayMakeCall(actor, queryMySaleOrderList)) {
    const page = await listSaleOrders(db, actor, queryMySaleOrderList.input.parse(first));
    const listMenuCode = ORDER_PERMISSION.shopOrders;
    return { rows: page.rows.map(recentRow), listMenuCode, detailPage: 'supplierOrderDetails' };
  }
  return null;
}

/**
 * The orders' part of the member workbench: a buyer's orders awaiting approval and to accept, a supplier's
 * orders to confirm and to deliver and cancellation applications to answer, each counted by its list; and the
 * last orders.
 */
export const ordersWorkbench: WorkbenchContribution = {
  todos: [
    {
      kind: 'myOrdersAwaitingApproval',
      list: queryMyOrderList,
      pages: [ORDER_PERMISSION.myOrders],
      tab: 'awaitingApproval',
      count: tabCountOf(queryMyOrderList, listMyOrders, 'awaitingApproval'),
    },
    {
      kind: 'ordersToAccept',
      list: queryMyOrderList,
      pages: [ORDER_PERMISSION.myOrders],
      tab: 'delivered',
      count: tabCountOf(queryMyOrderList, listMyOrders, 'delivered'),
    },
    {
      kind: 'ordersToConfirm',
      list: querySaleOrderList,
      pages: [ORDER_PERMISSION.shopPending],
      tab: 'awaitingConfirmation',
      count: tabCountOf(querySaleOrderList, listPendingSaleOrders, 'awaitingConfirmation'),
    },
    {
      kind: 'ordersToDeliver',
      list: querySaleOrderList,
      pages: [ORDER_PERMISSION.shopPending],
      tab: 'awaitingDelivery',
      count: tabCountOf(querySaleOrderList, listPendingSaleOrders, 'awaitingDelivery'),
    },
    {
      kind: 'cancelApplications',
      list: querySupplierCancelApplyList,
      pages: [ORDER_PERMISSION.cancelApplications],
      tab: 'pending',
      count: tabCountOf(querySupplierCancelApplyList, listSupplierCancelApplications, 'pending'),
    },
  ],
  sections: { recentOrders: (db, actor) => recentOrders(db, actor) },
};

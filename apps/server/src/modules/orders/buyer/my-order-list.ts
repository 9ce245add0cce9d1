import {
  type MyOrderTab,
  type OrderRow,
  OrderStatus,
  type Page,
  PayStatus,
  PayType,
  queryMyOrderList,
} from '@procuremart/contract';
import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { custom, defineListQuery, listWhere, runList } from '../../../platform/lists';
import { visibleOrders } from '../order-access';
import { orderRowsFrom, toOrderRow } from '../order-rows';
import { awaitingAcceptance } from '../order-shipments';
import { orders } from '../tables';
import {
  countTabs,
  ORDER_TAB_CONDITIONS,
  orderCountFrom,
  orderListFilterTargets,
  orderListSorts,
  orderTabCondition,
} from './order-list-query';

type Query = ParsedInput<typeof queryMyOrderList>;

/**
 * What waits for the buyer: an order to pay at the cashier (awaitsBuyerPayment: online or bank transfer,
 * past approval, unpaid), or delivered goods to accept.
 */
const needsMyAction = or(
  and(
    inArray(orders.payMethod, [PayType.online, PayType.offline]),
    eq(orders.payStatus, PayStatus.unpaid),
    eq(orders.status, OrderStatus.awaitingConfirmation),
  ),
  awaitingAcceptance,
) as SQL;
const myTabCondition = (tab: MyOrderTab): SQL | undefined =>
  tab === 'needsAction' ? needsMyAction : orderTabCondition(tab);
const MY_TABS: Record<MyOrderTab, SQL | undefined> = { ...ORDER_TAB_CONDITIONS, needsAction: needsMyAction };

/** The buyer's orders: newest first, by tab and the shared order filters (the export reads it too). */
export const myOrderList = defineListQuery<Query>()({
  rows: orderRowsFrom,
  count: orderCountFrom,
  filters: filtersOf(queryMyOrderList, {
    tab: custom<MyOrderTab>(myTabCondition),
    ...orderListFilterTargets,
  }),
  sorts: orderListSorts,
  defaultOrder: [desc(orders.createdAt)],
  tieBreaker: orders.id,
  map: toOrderRow,
});

/**
 * The orders the caller placed and has not deleted, and only those (an approver's wider view is the approval
 * list, the organisation's the organisation query).
 */
export const myOrdersScope = (actor: Actor): SQL | undefined =>
  and(eq(orders.buyerUserId, actor.userId), isNull(orders.buyerDeletedAt), visibleOrders(actor));

export async function listMyOrders(
  db: Db,
  actor: Actor,
  query: Query,
): Promise<Page<OrderRow> & { tabCounts: Record<MyOrderTab, number> }> {
  const scope = myOrdersScope(actor);
  const page = await runList(db, { ...myOrderList, where: scope }, query);
  const tabCounts = await countTabs(
    db,
    and(scope, listWhere(myOrderList, { ...query, tab: undefined })),
    MY_TABS,
  );
  return { ...page, tabCounts };
}

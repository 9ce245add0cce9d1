import {
  ORDER_TABS,
  type OrderRow,
  type OrderTab,
  type Page,
  type queryMyOrderList,
} from '@procuremart/contract';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { custom, defineListQuery, listWhere, runList } from '../../../platform/lists';
import { visibleOrders } from '../order-access';
import { orderRowsFrom, toOrderRow } from '../order-rows';
import { orders } from '../tables';
import { countTabs, orderCountFrom, orderListFilterSpecs, orderListSorts } from './order-list-query';

type Query = ParsedInput<typeof queryMyOrderList>;

const tabCondition = (tab: OrderTab): SQL | undefined => {
  const statuses: readonly string[] = ORDER_TABS[tab];
  return statuses.length ? inArray(orders.status, [...statuses]) : undefined;
};

/** The buyer's orders: newest first, by status tab and the shared order filters (the export reads it too). */
export const myOrderList = defineListQuery<Query>()({
  rows: orderRowsFrom,
  count: orderCountFrom,
  filters: { tab: custom<OrderTab>(tabCondition), ...orderListFilterSpecs },
  sorts: orderListSorts,
  defaultOrder: [desc(orders.createdAt)],
  tieBreaker: orders.id,
  map: toOrderRow,
});

/** The orders the caller placed, and only those (an approver's wider view is the approval list). */
export const myOrdersScope = (actor: Actor): SQL | undefined =>
  and(eq(orders.buyerUserId, actor.userId), visibleOrders(actor));

const TABS = Object.fromEntries(
  (Object.keys(ORDER_TABS) as OrderTab[]).map((tab) => [tab, tabCondition(tab)]),
) as Record<OrderTab, SQL | undefined>;

export async function listMyOrders(
  db: Db,
  actor: Actor,
  query: Query,
): Promise<Page<OrderRow> & { tabCounts: Record<OrderTab, number> }> {
  const scope = myOrdersScope(actor);
  const page = await runList(db, { ...myOrderList, where: scope }, query);
  const tabCounts = await countTabs(
    db,
    and(scope, listWhere(myOrderList, { ...query, tab: undefined })),
    TABS,
  );
  return { ...page, tabCounts };
}

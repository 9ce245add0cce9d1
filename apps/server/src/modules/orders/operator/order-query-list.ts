import { ORDER_TABS, type OrderRow, type OrderTab, type Page, queryOrderList } from '@procuremart/contract';
import { and, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { custom, defineListQuery, escapeLike, listWhere, runList } from '../../../platform/lists';
import { users } from '../../identity/shared-tables';
import { countTabs, orderCountFrom, orderListFilterTargets, orderListSorts } from '../buyer/order-list-query';
import { visibleOrders } from '../order-access';
import { orderRowsFrom, toOrderRow } from '../order-rows';
import { orders, parentOrders } from '../tables';

type Query = ParsedInput<typeof queryOrderList>;

const tabCondition = (tab: OrderTab): SQL | undefined => {
  const statuses: readonly string[] = ORDER_TABS[tab];
  return statuses.length ? inArray(orders.status, [...statuses]) : undefined;
};
const TABS = Object.fromEntries(
  (Object.keys(ORDER_TABS) as OrderTab[]).map((tab) => [tab, tabCondition(tab)]),
) as Record<OrderTab, SQL | undefined>;

// The count queries join no parent order: its number is matched through a subquery.
const parentOrderNoContains = (text: string): SQL | undefined =>
  text.trim() === ''
    ? undefined
    : sql`${orders.parentOrderId} in (select ${parentOrders.id} from ${parentOrders}
        where ${parentOrders.parentOrderNo} ilike ${`%${escapeLike(text)}%`})`;

/**
 * The operators' integrated order query: every supplier order, newest first, by status tab, the filters
 * every order list has and the operators' own (organisation, supplier, buyer, parent order, payment). The
 * export reads the same declared query.
 */
export const orderQueryList = defineListQuery<Query>()({
  rows: orderRowsFrom,
  count: orderCountFrom,
  filters: filtersOf(queryOrderList, {
    tab: custom<OrderTab>(tabCondition),
    ...orderListFilterTargets,
    parentOrderNo: custom<string>(parentOrderNoContains),
    payMethod: orders.payMethod,
    payStatus: orders.payStatus,
    orgId: orders.orgId,
    supplierId: orders.supplierId,
    buyerName: [users.userName, users.username],
  }),
  sorts: orderListSorts,
  defaultOrder: [desc(orders.createdAt)],
  tieBreaker: orders.id,
  map: toOrderRow,
});

/**
 * A page of the integrated query with the count of each tab under the same filters, in the actor's scope (every
 * order, or what its data permission for orders reaches: a zone operator's organisations).
 */
export async function listOrderQuery(
  db: Db,
  actor: Actor,
  query: Query,
): Promise<Page<OrderRow> & { tabCounts: Record<OrderTab, number> }> {
  const scoped = { ...orderQueryList, where: visibleOrders(actor) };
  const page = await runList(db, scoped, query);
  const tabCounts = await countTabs(db, and(listWhere(scoped, { ...query, tab: undefined })), TABS);
  return { ...page, tabCounts };
}

import {
  type OrderRow,
  type Page,
  PENDING_SALE_TABS,
  type PendingSaleTab,
  queryMySaleOrderList,
  querySaleOrderList,
  SALE_TABS,
  type SaleTab,
} from '@procuremart/contract';
import { and, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { custom, defineListQuery, escapeLike, listWhere, runList } from '../../../platform/lists';
import { orgs } from '../../org/shared-tables';
import { countTabs, orderCountFrom, orderListFilterTargets, orderListSorts } from '../buyer/order-list-query';
import { visibleOrders } from '../order-access';
import { orderRowsFrom, toOrderRow } from '../order-rows';
import { awaitingDelivery } from '../order-shipments';
import { orders } from '../tables';

type Query = ParsedInput<typeof queryMySaleOrderList>;
type PendingQuery = ParsedInput<typeof querySaleOrderList>;

/** A tab's statuses; to deliver also holds delivered orders with pieces still to ship (again). */
const tabCondition = (tab: SaleTab): SQL | undefined => {
  if (tab === 'awaitingDelivery') return awaitingDelivery;
  const statuses: readonly string[] = SALE_TABS[tab];
  return statuses.length ? inArray(orders.status, [...statuses]) : undefined;
};

const { supplierName: _supplierName, ...sharedFilterTargets } = orderListFilterTargets;

/** The buyer organisation's name, contained (a subquery: the count queries do not join organisations). */
const buyerOrgName = custom<string>(
  (name) =>
    sql`${orders.orgId} in (select ${orgs.id} from ${orgs} where ${orgs.name} ilike ${`%${escapeLike(name)}%`})`,
);

/** The supplier's orders: newest first, by status tab and the supplier's order filters (the export reads it). */
export const saleOrderList = defineListQuery<Query>()({
  rows: orderRowsFrom,
  count: orderCountFrom,
  filters: filtersOf(queryMySaleOrderList, {
    tab: custom<SaleTab>(tabCondition),
    buyerOrgName,
    ...sharedFilterTargets,
  }),
  sorts: orderListSorts,
  defaultOrder: [desc(orders.createdAt)],
  tieBreaker: orders.id,
  map: toOrderRow,
});

/** The queue: the same rows and filters, the tab being one of the two waiting states. */
const pendingSaleList = defineListQuery<PendingQuery>()({
  rows: orderRowsFrom,
  count: orderCountFrom,
  filters: filtersOf(querySaleOrderList, {
    tab: custom<PendingSaleTab>(tabCondition),
    buyerOrgName,
    ...sharedFilterTargets,
  }),
  sorts: orderListSorts,
  defaultOrder: [desc(orders.createdAt)],
  tieBreaker: orders.id,
  map: toOrderRow,
});

/** The orders of the caller's supplier record that have reached it (online ones once paid). */
export const saleOrdersScope = (actor: Actor): SQL | undefined =>
  actor.kind === 'supplier' ? visibleOrders(actor) : sql`false`;

const SALE_TAB_CONDITIONS = Object.fromEntries(
  (Object.keys(SALE_TABS) as SaleTab[]).map((tab) => [tab, tabCondition(tab)]),
) as Record<SaleTab, SQL | undefined>;

const PENDING_TAB_CONDITIONS = Object.fromEntries(
  PENDING_SALE_TABS.map((tab) => [tab, tabCondition(tab)]),
) as Record<PendingSaleTab, SQL>;

export async function listSaleOrders(
  db: Db,
  actor: Actor,
  query: Query,
): Promise<Page<OrderRow> & { tabCounts: Record<SaleTab, number> }> {
  const scope = saleOrdersScope(actor);
  const page = await runList(db, { ...saleOrderList, where: scope }, query);
  const others = listWhere(saleOrderList, { ...query, tab: undefined });
  const tabCounts = await countTabs(db, and(scope, others), SALE_TAB_CONDITIONS);
  return { ...page, tabCounts };
}

/** The queue to handle: awaiting confirmation (the default tab) or awaiting delivery. */
export async function listPendingSaleOrders(
  db: Db,
  actor: Actor,
  query: PendingQuery,
): Promise<Page<OrderRow> & { tabCounts: Record<PendingSaleTab, number> }> {
  const scope = saleOrdersScope(actor);
  const tab = query.tab ?? 'awaitingConfirmation';
  const page = await runList(db, { ...pendingSaleList, where: scope }, { ...query, tab });
  const others = listWhere(pendingSaleList, { ...query, tab: undefined });
  const tabCounts = await countTabs(db, and(scope, others), PENDING_TAB_CONDITIONS);
  return { ...page, tabCounts };
}

import {
  type OrderRow,
  type OrderTab,
  type Page,
  queryPurchaseOrderListForPurchaser,
} from '@procuremart/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { custom, defineListQuery, escapeLike, listWhere, runList } from '../../../platform/lists';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { visibleOrders } from '../order-access';
import { orderRowsFrom, toOrderRow } from '../order-rows';
import { orders } from '../tables';
import {
  countTabs,
  ORDER_TAB_CONDITIONS,
  orderCountFrom,
  orderListFilterTargets,
  orderListSorts,
  orderTabCondition,
} from './order-list-query';

type Query = ParsedInput<typeof queryPurchaseOrderListForPurchaser>;

/** The order's organisation unit's name (Chinese or English) contains the text. */
const inOrgUnitNamed = (text: string): SQL | undefined => {
  if (text.trim() === '') return undefined;
  const pattern = `%${escapeLike(text)}%`;
  // The unit is a department: an organisation (aliased apart from the order's own organisation's join).
  return sql`exists (select 1 from ${orgs} unit where unit.id = ${orders.orgUnitId}
    and (unit.name ilike ${pattern} or unit.name_en ilike ${pattern}))`;
};

/** The organisation's orders: the buyer's list filters plus buyer and organisation unit (the export reads it too). */
export const orgOrderList = defineListQuery<Query>()({
  rows: orderRowsFrom,
  count: orderCountFrom,
  filters: filtersOf(queryPurchaseOrderListForPurchaser, {
    tab: custom<OrderTab>(orderTabCondition),
    buyerName: [users.userName, users.username],
    orgUnitName: custom<string>(inOrgUnitNamed),
    ...orderListFilterTargets,
  }),
  sorts: orderListSorts,
  defaultOrder: [desc(orders.createdAt)],
  tieBreaker: orders.id,
  map: toOrderRow,
});

/** Every order of the actor's organisation, whoever placed it (never another organisation's). */
export const orgOrdersScope = (actor: Actor): SQL | undefined =>
  actor.orgId === null ? sql`false` : and(eq(orders.orgId, actor.orgId), visibleOrders(actor));

export async function listOrgOrders(
  db: Db,
  actor: Actor,
  query: Query,
): Promise<Page<OrderRow> & { tabCounts: Record<OrderTab, number> }> {
  const scope = orgOrdersScope(actor);
  const page = await runList(db, { ...orgOrderList, where: scope }, query);
  const tabCounts = await countTabs(
    db,
    and(scope, listWhere(orgOrderList, { ...query, tab: undefined })),
    ORDER_TAB_CONDITIONS,
  );
  return { ...page, tabCounts };
}

import {
  type ArrivalRow,
  type ArrivalTab,
  type Page,
  queryArrivalAcceptList,
  type queryHisAcceptOrderList,
  queryHisDeliveryOrderList,
  ShipmentStatus,
} from '@procuremart/contract';
import { and, desc, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { custom, defineListQuery, listWhere, runList } from '../../../platform/lists';
import { shipments } from '../tables';
import {
  type ArrivalHead,
  arrivalFilterTargets,
  arrivalRowsFrom,
  arrivalSorts,
  arrivalTabCondition,
  arrivalTotalFrom,
  countArrivalTabs,
  newestShipmentsFirst,
  toArrivalRows,
} from './arrival-list-query';
import { receivableOrders } from './receiving-scope';

type AcceptQuery = ParsedInput<typeof queryArrivalAcceptList>;
type HistoryQuery = ParsedInput<typeof queryHisDeliveryOrderList> &
  ParsedInput<typeof queryHisAcceptOrderList>;

const head = (row: ArrivalHead) => row;

/** The acceptance list: by tab (shipment status) and the receiving filters, newest first. */
export const arrivalAcceptList = defineListQuery<AcceptQuery>()({
  rows: arrivalRowsFrom,
  count: arrivalTotalFrom,
  filters: filtersOf(queryArrivalAcceptList, {
    tab: custom<ArrivalTab>(arrivalTabCondition),
    ...arrivalFilterTargets,
  }),
  sorts: arrivalSorts,
  defaultOrder: newestShipmentsFirst,
  tieBreaker: shipments.id,
  map: head,
});

/** Every delivery, newest first. */
export const deliveryHistoryList = defineListQuery<HistoryQuery>()({
  rows: arrivalRowsFrom,
  count: arrivalTotalFrom,
  filters: filtersOf(queryHisDeliveryOrderList, arrivalFilterTargets),
  sorts: arrivalSorts,
  defaultOrder: newestShipmentsFirst,
  tieBreaker: shipments.id,
  map: head,
});

/** Accepted and rejected deliveries, latest decision first. */
export const acceptHistoryList = defineListQuery<HistoryQuery>()({
  rows: arrivalRowsFrom,
  count: arrivalTotalFrom,
  where: inArray(shipments.status, [ShipmentStatus.accepted, ShipmentStatus.rejected]),
  filters: filtersOf(queryHisDeliveryOrderList, arrivalFilterTargets),
  sorts: arrivalSorts,
  defaultOrder: [desc(shipments.decidedAt)],
  tieBreaker: shipments.id,
  map: head,
});

async function fullPage(db: Db, actor: Actor, page: Page<ArrivalHead>): Promise<Page<ArrivalRow>> {
  return { ...page, rows: await toArrivalRows(db, actor, page.rows) };
}

const scoped = (list: { where?: SQL }, actor: Actor) => ({
  ...list,
  where: and(list.where, receivableOrders(actor)),
});

export async function listArrivalsToAccept(
  db: Db,
  actor: Actor,
  query: AcceptQuery,
): Promise<Page<ArrivalRow> & { tabCounts: Record<ArrivalTab, number> }> {
  const list = { ...arrivalAcceptList, ...scoped(arrivalAcceptList, actor) };
  const page = await fullPage(db, actor, await runList(db, list, query));
  const tabCounts = await countArrivalTabs(db, listWhere(list, { ...query, tab: undefined }));
  return { ...page, tabCounts };
}

export async function listDeliveryHistory(db: Db, actor: Actor, query: HistoryQuery) {
  return fullPage(
    db,
    actor,
    await runList(db, { ...deliveryHistoryList, ...scoped(deliveryHistoryList, actor) }, query),
  );
}

export async function listAcceptHistory(db: Db, actor: Actor, query: HistoryQuery) {
  return fullPage(
    db,
    actor,
    await runList(db, { ...acceptHistoryList, ...scoped(acceptHistoryList, actor) }, query),
  );
}

import {
  CANCEL_APPLY_TABS,
  type CancelApplyRow,
  type CancelApplyTab,
  type Page,
  queryMyCancelApplyList,
} from '@procuremart/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { custom, defineListQuery, listWhere, runList } from '../../../platform/lists';
import { supplierShops, suppliers } from '../../catalog/shared-tables';
import { visibleOrders } from '../order-access';
import { loadCancelApplications } from '../order-cancel-applications';
import { cancelApplications, orders } from '../tables';

type Query = ParsedInput<typeof queryMyCancelApplyList>;

const tabCondition = (tab: CancelApplyTab): SQL | undefined => {
  const statuses: readonly string[] = CANCEL_APPLY_TABS[tab];
  return statuses.length ? inArray(cancelApplications.status, [...statuses]) : undefined;
};
const TABS = Object.fromEntries(
  (Object.keys(CANCEL_APPLY_TABS) as CancelApplyTab[]).map((tab) => [tab, tabCondition(tab)]),
) as Record<CancelApplyTab, SQL | undefined>;

const summaryColumns = {
  id: cancelApplications.id,
  orderStatus: orders.status,
  supplierName: suppliers.name,
  supplierNameEn: suppliers.nameEn,
  amount: orders.amount,
};
type Summary = {
  id: number;
  orderStatus: string;
  supplierName: string;
  supplierNameEn: string;
  amount: string;
};

/** Applications joined to their order, supplier and shop (the filters read them). */
function applicationsFrom<F extends Record<string, unknown>>(db: Db, fields: F) {
  return db
    .select(fields as F & Record<string, never>)
    .from(cancelApplications)
    .innerJoin(orders, eq(orders.id, cancelApplications.orderId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(supplierShops, eq(supplierShops.id, orders.shopId))
    .$dynamic();
}

const myApplicationList = defineListQuery<Query>()({
  rows: (db) => applicationsFrom(db as Db, summaryColumns),
  count: (db) => applicationsFrom(db as Db, { total: count() }),
  filters: filtersOf(queryMyCancelApplyList, {
    tab: custom<CancelApplyTab>(tabCondition),
    orderNo: orders.orderNo,
    supplierName: [suppliers.name, suppliers.nameEn, supplierShops.shopName, supplierShops.shopNameEn],
    createdAt: cancelApplications.createdAt,
  }),
  sorts: { createdAt: cancelApplications.createdAt },
  defaultOrder: [desc(cancelApplications.createdAt)],
  tieBreaker: cancelApplications.id,
  map: (row: Summary) => row,
});

/** The applications the actor made for its own orders. */
export const myApplicationsScope = (actor: Actor): SQL | undefined =>
  and(
    eq(cancelApplications.applicantUserId, actor.userId),
    eq(orders.buyerUserId, actor.userId),
    visibleOrders(actor),
  );

/** The applications (ids in order) with their order's summary beside each. */
export async function withOrderSummaries(
  db: Db,
  actor: Actor,
  summaries: Summary[],
): Promise<CancelApplyRow[]> {
  const applications = await loadCancelApplications(db, actor, {
    applicationIds: summaries.map((s) => s.id),
  });
  const byId = new Map(applications.map((a) => [a.applicationId, a]));
  return summaries.flatMap(({ id, ...summary }) => {
    const application = byId.get(String(id));
    return application ? [{ ...application, ...summary }] : [];
  });
}

export async function listMyCancelApplications(
  db: Db,
  actor: Actor,
  query: Query,
): Promise<Page<CancelApplyRow> & { tabCounts: Record<CancelApplyTab, number> }> {
  const scope = myApplicationsScope(actor);
  const page = await runList(db, { ...myApplicationList, where: scope }, query);
  const fields = Object.fromEntries(
    (Object.entries(TABS) as [CancelApplyTab, SQL | undefined][]).map(([tab, condition]) => [
      tab,
      condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`,
    ]),
  );
  const [counts] = await applicationsFrom(db, fields).where(
    and(scope, listWhere(myApplicationList, { ...query, tab: undefined })),
  );
  const tabCounts = Object.fromEntries(
    (Object.keys(TABS) as CancelApplyTab[]).map((tab) => [tab, Number(counts?.[tab] ?? 0)]),
  ) as Record<CancelApplyTab, number>;
  return { ...page, rows: await withOrderSummaries(db, actor, page.rows), tabCounts };
}

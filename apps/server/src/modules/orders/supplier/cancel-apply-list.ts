import {
  CancelApplicationStatus,
  type Page,
  querySupplierCancelApplyList,
  SUPPLIER_CANCEL_APPLY_TABS,
  type SupplierCancelApplyRow,
  type SupplierCancelApplyTab,
} from '@procuremart/contract';
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { custom, defineListQuery, listWhere, runList } from '../../../platform/lists';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { loadCancelApplications } from '../order-cancel-applications';
import { cancelApplications, orders } from '../tables';
import { saleOrdersScope } from './sale-order-list';

type Query = ParsedInput<typeof querySupplierCancelApplyList>;

const TABS: Record<SupplierCancelApplyTab, SQL> = {
  pending: eq(cancelApplications.status, CancelApplicationStatus.pending),
  decided: ne(cancelApplications.status, CancelApplicationStatus.pending),
};

type RowRecord = {
  id: number;
  orderStatus: string;
  amount: string;
  orgName: string;
  orgNameEn: string;
  buyerName: string;
};

const rowsFrom = (db: Db | Tx) =>
  db
    .select({
      id: cancelApplications.id,
      orderStatus: orders.status,
      amount: orders.amount,
      orgName: sql<string>`coalesce(${orgs.name}, '')`,
      orgNameEn: sql<string>`coalesce(${orgs.nameEn}, '')`,
      buyerName: users.userName,
    })
    .from(cancelApplications)
    .innerJoin(orders, eq(orders.id, cancelApplications.orderId))
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .leftJoin(orgs, eq(orgs.id, orders.orgId))
    .$dynamic();

const countFrom = (db: Db | Tx) =>
  db
    .select({ total: count() })
    .from(cancelApplications)
    .innerJoin(orders, eq(orders.id, cancelApplications.orderId))
    .$dynamic();

/** Applications to cancel the supplier's orders: by tab (pending, decided), order number and date. */
const cancelApplyList = defineListQuery<Query>()({
  rows: rowsFrom,
  count: countFrom,
  filters: filtersOf(querySupplierCancelApplyList, {
    tab: custom<SupplierCancelApplyTab>((tab) => TABS[tab]),
    orderNo: orders.orderNo,
    createdAt: cancelApplications.createdAt,
  }),
  sorts: { createdAt: cancelApplications.createdAt },
  defaultOrder: [desc(cancelApplications.createdAt)],
  tieBreaker: cancelApplications.id,
  map: (row: RowRecord) => row,
});

/** One page of the applications to the caller's supplier record, with each tab's count. */
export async function listSupplierCancelApplications(
  db: Db,
  actor: Actor,
  query: Query,
): Promise<Page<SupplierCancelApplyRow> & { tabCounts: Record<SupplierCancelApplyTab, number> }> {
  const scope = saleOrdersScope(actor);
  const page = await runList(
    db,
    { ...cancelApplyList, where: scope },
    { ...query, tab: query.tab ?? 'pending' },
  );
  const loaded = await loadCancelApplications(db, actor, { applicationIds: page.rows.map((r) => r.id) });
  const byId = new Map(loaded.map((a) => [a.applicationId, a]));
  const rows = page.rows.flatMap(({ id, ...order }) => {
    const application = byId.get(String(id));
    return application ? [{ ...application, ...order }] : [];
  });
  const where = and(scope, listWhere(cancelApplyList, { ...query, tab: undefined }));
  const fields = Object.fromEntries(
    SUPPLIER_CANCEL_APPLY_TABS.map((t) => [t, sql<number>`count(*) filter (where ${TABS[t]})`]),
  ) as Record<SupplierCancelApplyTab, SQL<number>>;
  const [counted] = await db
    .select(fields)
    .from(cancelApplications)
    .innerJoin(orders, eq(orders.id, cancelApplications.orderId))
    .where(where);
  const tabCounts = Object.fromEntries(
    SUPPLIER_CANCEL_APPLY_TABS.map((t) => [t, Number(counted?.[t] ?? 0)]),
  ) as Record<SupplierCancelApplyTab, number>;
  return { ...page, rows, tabCounts };
}

import {
  type AuditTab,
  CancelApplicationStatus,
  type Page,
  querySupplierCancelApplyList,
  type SupplierCancelApplyRow,
} from '@procuremart/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { appliedApart, filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runAuditList } from '../../../platform/lists';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { loadCancelApplications } from '../order-cancel-applications';
import { cancelApplications, orders } from '../tables';
import { saleOrdersScope } from './sale-order-list';

type Query = ParsedInput<typeof querySupplierCancelApplyList>;

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
    tab: appliedApart(),
    orderNo: orders.orderNo,
    createdAt: cancelApplications.createdAt,
  }),
  sorts: { createdAt: cancelApplications.createdAt },
  defaultOrder: [desc(cancelApplications.createdAt)],
  tieBreaker: cancelApplications.id,
  map: (row: RowRecord) => row,
});

/** One page of the applications to the caller's supplier record (pending, or answered), with each tab's count. */
export async function listSupplierCancelApplications(
  db: Db,
  actor: Actor,
  query: Query,
): Promise<Page<SupplierCancelApplyRow> & { tabCounts: Record<AuditTab, number> }> {
  const page = await runAuditList(
    db,
    { ...cancelApplyList, where: saleOrdersScope(actor) },
    query,
    eq(cancelApplications.status, CancelApplicationStatus.pending),
  );
  const loaded = await loadCancelApplications(db, actor, { applicationIds: page.rows.map((r) => r.id) });
  const byId = new Map(loaded.map((a) => [a.applicationId, a]));
  const rows = page.rows.flatMap(({ id, ...order }) => {
    const application = byId.get(String(id));
    return application ? [{ ...application, ...order }] : [];
  });
  return { ...page, rows };
}

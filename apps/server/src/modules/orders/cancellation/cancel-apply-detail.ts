import { type CancelApplyDetail, ErrorCode } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { supplierShops, suppliers } from '../../catalog/shared-tables';
import { orderRowsFrom, toOrderRow } from '../order-rows';
import { cancelApplications, orders } from '../tables';
import { myApplicationsScope, withOrderSummaries } from './my-cancel-apply-list';

/** One of the actor's cancellation applications with its order's summary; another's is "not found". */
export async function loadMyCancelApplication(
  db: Db,
  actor: Actor,
  applicationId: number,
): Promise<CancelApplyDetail> {
  const [summary] = await db
    .select({
      id: cancelApplications.id,
      orderId: orders.id,
      orderStatus: orders.status,
      supplierName: suppliers.name,
      supplierNameEn: suppliers.nameEn,
      amount: orders.amount,
    })
    .from(cancelApplications)
    .innerJoin(orders, eq(orders.id, cancelApplications.orderId))
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .innerJoin(supplierShops, eq(supplierShops.id, orders.shopId))
    .where(and(eq(cancelApplications.id, applicationId), myApplicationsScope(actor)));
  const notFound = () => new BusinessError(ErrorCode.notFound, 'cancelApplication.notFound');
  if (!summary) throw notFound();
  const { orderId, ...rest } = summary;
  const [application] = await withOrderSummaries(db, actor, [rest]);
  const [order] = await orderRowsFrom(db).where(eq(orders.id, orderId));
  if (!application || !order) throw notFound();
  return { application, order: toOrderRow(order) };
}

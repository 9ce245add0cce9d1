import {
  availableEvents,
  type CancelApplication,
  cancelApplicationMachine,
  cancelApplicationSchema,
} from '@procuremart/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { rowReader } from '../../platform/row-reader';
import { users } from '../identity/shared-tables';
import { cancelApplications, orders } from './tables';

type ApplicationState = keyof (typeof cancelApplicationMachine)['states'];
const decider = alias(users, 'decider');

/** The application steps this user may take now: the machine's, for the order's supplier only. */
function applicationActions(actor: Actor, { status, supplierId }: { status: string; supplierId: number }) {
  if (actor.kind !== 'supplier' || actor.supplierId !== supplierId) return [];
  return availableEvents(cancelApplicationMachine, status as ApplicationState, {
    kind: actor.kind,
    permissions: actor.menuCodes,
  });
}

/** An application as `actor` sees it: its columns, its order's number, who applied, who decided, its steps. */
const applicationRow = (actor: Actor) =>
  rowReader(
    cancelApplicationSchema,
    cancelApplications,
    {
      applicationId: cancelApplications.id,
      orderNo: orders.orderNo,
      applicantName: users.userName,
      decidedByName: decider.userName,
      actions: { status: cancelApplications.status, supplierId: orders.supplierId },
    },
    { actions: (facts: Parameters<typeof applicationActions>[1]) => applicationActions(actor, facts) },
  );

/**
 * Cancellation applications with the steps open to the actor, newest first. The caller has already limited
 * the order (or `applicationIds`) to what the actor may see.
 */
export async function loadCancelApplications(
  db: Db | Tx,
  actor: Actor,
  where: { orderId: number } | { applicationIds: number[] },
): Promise<CancelApplication[]> {
  if ('applicationIds' in where && where.applicationIds.length === 0) return [];
  const condition =
    'orderId' in where
      ? eq(cancelApplications.orderId, where.orderId)
      : inArray(cancelApplications.id, where.applicationIds);
  const row = applicationRow(actor);
  const rows = await db
    .select(row.columns)
    .from(cancelApplications)
    .innerJoin(orders, eq(orders.id, cancelApplications.orderId))
    .innerJoin(users, eq(users.id, cancelApplications.applicantUserId))
    .leftJoin(decider, eq(decider.id, cancelApplications.decidedByUserId))
    .where(condition)
    .orderBy(desc(cancelApplications.createdAt), desc(cancelApplications.id));
  return rows.map(row.toRow);
}

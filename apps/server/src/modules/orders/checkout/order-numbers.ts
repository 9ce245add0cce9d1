import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { orders, parentOrders } from '../tables';

// Order numbers read as the business day (China time) and the row's own id: P2026112300000012 for the
// checkout, O2026112300000031 for a supplier order. Unique because ids are; readable and sortable.

const BUSINESS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const businessDay = (at: Date): string => BUSINESS_DAY.format(at).replaceAll('-', '');

/** The instant the business month (China time, UTC+8 all year) of `at` began. */
export const businessMonthStart = (at: Date): Date =>
  new Date(`${BUSINESS_DAY.format(at).slice(0, 8)}01T00:00:00+08:00`);

/** A unique stand-in until the row has its id (never seen outside the placing transaction). */
export const provisionalNumber = (): string => `T${randomBytes(9).toString('hex')}`;

const numbered = (prefix: string, at: Date, id: typeof parentOrders.id | typeof orders.id) =>
  sql`${`${prefix}${businessDay(at)}`} || lpad(${id}::text, greatest(8, length(${id}::text)), '0')`;

/** Gives the checkout and its supplier orders their final numbers, from their ids. */
export async function numberOrders(tx: Tx, parentOrderId: number, at: Date): Promise<void> {
  await tx
    .update(parentOrders)
    .set({ parentOrderNo: numbered('P', at, parentOrders.id) })
    .where(eq(parentOrders.id, parentOrderId));
  await tx
    .update(orders)
    .set({ orderNo: numbered('O', at, orders.id) })
    .where(eq(orders.parentOrderId, parentOrderId));
}

import { BrandAuthStatus } from '@procuremart/contract';
import { and, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { now } from '../../../platform/clock';
import { brandAuths } from './tables';

// Authorisations count by China calendar day: valid from the first to the last day inclusive, so an
// authorisation ending on the 30th stops new goods of its brand on the 1st.

const CHINA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in China as `YYYY-MM-DD` (the server clock: tests move it). */
export const chinaToday = (): string => CHINA_DAY.format(now());

/** Active and within its validity today: goods of the brand may be saved. */
export const inForce = (today: string): SQL =>
  and(
    eq(brandAuths.status, BrandAuthStatus.active),
    lte(brandAuths.validFrom, today),
    gte(brandAuths.validTo, today),
  ) as SQL;

/** Active but past its last valid day. */
export const expiredWhere = (today: string): SQL =>
  and(eq(brandAuths.status, BrandAuthStatus.active), lt(brandAuths.validTo, today)) as SQL;

/** The `expired` flag of a row as SQL (for lists). */
export const expiredFlag = (today: string) =>
  sql<boolean>`(${brandAuths.status} = ${BrandAuthStatus.active} and ${brandAuths.validTo} < ${today})`;

export const isExpired = (row: { status: number; validTo: string }, today: string): boolean =>
  row.status === BrandAuthStatus.active && row.validTo < today;

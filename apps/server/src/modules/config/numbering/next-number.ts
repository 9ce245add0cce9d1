import { eq, sql } from 'drizzle-orm';
import { autonomousLane } from '../../../db/autonomous';
import type { Db, Tx } from '../../../db/client';
import { businessDay } from '../../../platform/business-time';
import {
  formatNumber,
  type Numbering,
  type NumberingDatePattern,
  type NumberingReset,
  type NumberingRule,
  periodOf,
} from '../../../platform/numbering';
import { numberingCounters, numberingRules } from './tables';

/** The rule in force for a kind: the operator's, else the declared default. */
async function ruleOf(tx: Tx, numbering: Numbering): Promise<NumberingRule> {
  const [row] = await tx.select().from(numberingRules).where(eq(numberingRules.kind, numbering.kind));
  if (!row) return numbering.defaults;
  return {
    prefix: row.prefix,
    datePattern: row.datePattern as NumberingDatePattern,
    sequenceLength: row.sequenceLength,
    reset: row.reset as NumberingReset,
  };
}

/** Counts `count` on from the kind's counter of the period in `tx`; the last value taken. */
async function countOnInTx(tx: Tx, kind: string, period: string, count: number): Promise<number> {
  const [counter] = await tx
    .insert(numberingCounters)
    .values({ kind, period, lastValue: count })
    .onConflictDoUpdate({
      target: [numberingCounters.kind, numberingCounters.period],
      set: { lastValue: sql`${numberingCounters.lastValue} + ${count}` },
    })
    .returning({ value: numberingCounters.lastValue });
  if (!counter) throw new Error(`numbering ${kind}: no counter`);
  return counter.value;
}

const COUNT_ON = `insert into numbering_counters (kind, period, last_value) values ($1, $2, $3)
  on conflict (kind, period) do update set last_value = numbering_counters.last_value + $3
  returning last_value`;

/**
 * The next `count` numbers of `numbering`'s kind, in order. Gapless kinds take them in `tx` (given back if it
 * rolls back); kinds that allow gaps take them at once outside it where the database can (PostgreSQL), so the
 * counter is held for one statement instead of until `tx` commits. Without `db` (a seed's one transaction)
 * every kind is numbered in `tx`.
 */
export async function nextNumbers(
  conn: { db?: Db; tx: Tx },
  numbering: Numbering,
  at: Date,
  count: number,
): Promise<string[]> {
  if (count < 1) return [];
  const rule = await ruleOf(conn.tx, numbering);
  const day = businessDay(at);
  const period = periodOf(rule.reset, day);
  const lane = numbering.gaps === 'allowed' && conn.db ? autonomousLane(conn.db) : null;
  const last = lane
    ? Number(
        (await lane.query<{ last_value: unknown }>(COUNT_ON, [numbering.kind, period, count]))[0]?.last_value,
      )
    : await countOnInTx(conn.tx, numbering.kind, period, count);
  return Array.from({ length: count }, (_, index) => formatNumber(rule, day, last - count + 1 + index));
}

/** The next number of a gapless kind, taken in `tx` (given back if it rolls back). */
export async function nextNumber(tx: Tx, numbering: Numbering, at: Date): Promise<string> {
  if (numbering.gaps === 'allowed') throw new Error(`numbering ${numbering.kind}: take it with nextNumbers`);
  const rule = await ruleOf(tx, numbering);
  const day = businessDay(at);
  return formatNumber(rule, day, await countOnInTx(tx, numbering.kind, periodOf(rule.reset, day), 1));
}

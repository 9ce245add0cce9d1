import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
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

/** The next number of `numbering`'s kind, taken in `tx` (given back if it rolls back). */
export async function nextNumber(tx: Tx, numbering: Numbering, at: Date): Promise<string> {
  const rule = await ruleOf(tx, numbering);
  const day = businessDay(at);
  const [counter] = await tx
    .insert(numberingCounters)
    .values({ kind: numbering.kind, period: periodOf(rule.reset, day), lastValue: 1 })
    .onConflictDoUpdate({
      target: [numberingCounters.kind, numberingCounters.period],
      set: { lastValue: sql`${numberingCounters.lastValue} + 1` },
    })
    .returning({ value: numberingCounters.lastValue });
  if (!counter) throw new Error(`numbering ${numbering.kind}: no counter`);
  return formatNumber(rule, day, counter.value);
}

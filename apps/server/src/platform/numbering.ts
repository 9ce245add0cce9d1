// Document numbers (orders, shipments, and every document to come: agreements, after-sales, invoices …) come
// from one service, nextNumber, driven by a numbering rule per kind: prefix, the business date in a pattern,
// a sequence of at least N digits, reset daily, monthly, yearly or never. A domain declares its kinds with
// their defaults (defineNumbering, listed in its module's `numbering`); operators may change a rule
// (numbering_rules); the sequence is kept per kind and period (numbering_counters). The rules and counters
// are the config domain's: nextNumber lives beside them (modules/config/numbering/next-number.ts).

export const NUMBERING_DATE_PATTERNS = ['yyyyMMdd', 'yyMMdd', 'yyyyMM', ''] as const;
export type NumberingDatePattern = (typeof NUMBERING_DATE_PATTERNS)[number];
export const NUMBERING_RESETS = ['daily', 'monthly', 'yearly', 'never'] as const;
export type NumberingReset = (typeof NUMBERING_RESETS)[number];

export interface NumberingRule {
  prefix: string;
  datePattern: NumberingDatePattern;
  sequenceLength: number;
  reset: NumberingReset;
}

export interface Numbering {
  kind: string;
  /** The rule used while operators have not changed it. */
  defaults: NumberingRule;
  /**
   * 'allowed': the numbers are unique and rise, but one taken by a transaction that then rolls back is not given
   * again. They are taken outside the caller's transaction (db/autonomous.ts), so documents being written at
   * once do not wait for each other's commit on the counter. Left out: gapless, taken in the caller's
   * transaction and given back with it, so the kind's documents are written one after another.
   *
   * Decided for orders (SPEC does not say): checkouts and supplier orders may skip a number (a checkout refused
   * after numbering); documents whose every number must be accounted for (invoices) stay gapless.
   */
  gaps?: 'allowed';
}

export const defineNumbering = (numbering: Numbering): Numbering => {
  if (!/^[a-zA-Z][a-zA-Z0-9]{0,39}$/.test(numbering.kind))
    throw new Error(`numbering kind ${numbering.kind}`);
  return numbering;
};

const dateText = (pattern: NumberingDatePattern, day: string): string =>
  ({ yyyyMMdd: day, yyMMdd: day.slice(2), yyyyMM: day.slice(0, 6), '': '' })[pattern];

/** The counter's period: the sequence starts again when it changes. */
export const periodOf = (reset: NumberingReset, day: string): string =>
  ({ daily: day, monthly: day.slice(0, 6), yearly: day.slice(0, 4), never: '' })[reset];

/** The number for sequence `value` on business day `day` (yyyyMMdd). */
export const formatNumber = (rule: NumberingRule, day: string, value: number): string =>
  `${rule.prefix}${dateText(rule.datePattern, day)}${String(value).padStart(rule.sequenceLength, '0')}`;

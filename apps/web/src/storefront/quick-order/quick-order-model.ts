import type { QuickOrderCheckedLine } from '@procuremart/contract';
import type { CheckoutItem } from '../checkout/checkout-address';
import type { PastedLine } from './paste-lines';

/** A line of the quick-order table: as the server last checked it, with the quantity as edited since. */
export interface QuickOrderRow extends QuickOrderCheckedLine {
  /** The quantity was changed after the check: the line must be checked again before it can go on. */
  edited: boolean;
}

export const rowsOf = (lines: readonly QuickOrderCheckedLine[]): QuickOrderRow[] =>
  lines.map((line) => ({ ...line, edited: false }));

/** What is sent to be checked again: the table's lines (codes and quantities) then the new ones. */
export const linesToCheck = (
  rows: readonly QuickOrderRow[],
  added: readonly PastedLine[] = [],
): PastedLine[] => [...rows.map(({ code, num }) => ({ code, num })), ...added];

/** A line can go to the cart or checkout when its check found no problem and it was not changed since. */
export const isGood = (row: QuickOrderRow): boolean =>
  row.problem === null && row.sku !== null && !row.edited;

/** The selected lines that can go on, as checkout items (SKU, shop, quantity). */
export function chosenItems(rows: readonly QuickOrderRow[], selected: ReadonlySet<string>): CheckoutItem[] {
  return rows.flatMap((row) =>
    isGood(row) && row.sku && selected.has(row.code)
      ? [{ skuId: row.sku.skuId, supplierShopId: row.sku.supplierShopId, num: row.num }]
      : [],
  );
}

/** After a check every good line is selected. */
export const goodCodes = (rows: readonly QuickOrderRow[]): Set<string> =>
  new Set(rows.filter(isGood).map((row) => row.code));

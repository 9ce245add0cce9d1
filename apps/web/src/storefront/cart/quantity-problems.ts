import { useEffect } from 'react';
import { createStore, useStore } from '../../app/store';

/** The cart lines whose quantity field holds what breaks a rule (shown under the field, not sent). */
const quantityProblems = createStore<ReadonlySet<string>>(new Set());

const withLine = (cartId: string, invalid: boolean) => (lines: ReadonlySet<string>) => {
  if (lines.has(cartId) === invalid) return lines;
  const next = new Set(lines);
  if (invalid) next.add(cartId);
  else next.delete(cartId);
  return next;
};

/** A quantity field reports whether it holds an invalid quantity, until it goes away. */
export function useReportQuantityProblem(cartId: string, invalid: boolean): void {
  useEffect(() => {
    quantityProblems.set(withLine(cartId, invalid));
    return () => quantityProblems.set(withLine(cartId, false));
  }, [cartId, invalid]);
}

/** The lines whose quantity must be corrected before checking out. */
export const useQuantityProblems = (): ReadonlySet<string> => useStore(quantityProblems);

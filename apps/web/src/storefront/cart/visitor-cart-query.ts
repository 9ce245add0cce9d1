import type { CallInput, VisitorCart } from '@procuremart/contract';
import { viewVisitorCart } from '@procuremart/contract/refs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { cartKeys } from './keys';
import { useVisitorLines, type VisitorLine } from './visitor-cart';

type WireLine = CallInput<typeof viewVisitorCart>['lines'][number];

/** What the server is told of the browser's lines: ids, quantities and ticks, each SKU once. */
export function wireLines(lines: readonly VisitorLine[]): WireLine[] {
  const seen = new Set<string>();
  return lines.flatMap(({ skuId, supplierShopId, num, ticked }) => {
    if (seen.has(skuId)) return [];
    seen.add(skuId);
    return [{ skuId, supplierShopId, num, ticked }];
  });
}

const EMPTY: VisitorCart = {
  shops: [],
  totalNum: 0,
  tickedKinds: 0,
  tickedPieces: 0,
  tickedAmount: '0.00',
  unavailable: [],
  shopFreights: [],
  freight: '0.00',
  payable: '0.00',
};

/**
 * A visitor's lines priced by the server (prices and availability are never the browser's). The key holds the
 * lines, so every change in the store (this tab or another) asks again; the last answer stays on screen
 * meanwhile. `lines` overrides the store (buy now, a quick order's lines).
 */
export function useVisitorCart(enabled: boolean, lines?: readonly VisitorLine[] | WireLine[]) {
  const stored = useVisitorLines();
  const wire = wireLines((lines ?? stored) as VisitorLine[]);
  return useQuery({
    queryKey: cartKeys.visitor(wire),
    queryFn: () => (wire.length === 0 ? EMPTY : api(viewVisitorCart, { lines: wire })),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

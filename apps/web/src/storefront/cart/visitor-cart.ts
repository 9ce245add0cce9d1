import { CART_MAX_KINDS, CART_MAX_QUANTITY } from '@procuremart/contract';
import { useSyncExternalStore } from 'react';

// A visitor's cart (SPEC §2: the cart is open to visitors) lives in this browser until they log in; the
// login merges it into the account's cart within the 100-kind limit. The same limits as the account cart
// apply here, so nothing the visitor sees accepted is refused for size at the merge.

const KEY = 'pm.visitorCart';

export interface VisitorLine {
  skuId: string;
  supplierShopId: string;
  num: number;
  /** Ticked for checkout (new lines are ticked, as in the account cart). */
  ticked: boolean;
  /** When the line was first added (ms), newest lines are listed first. */
  addedAt: number;
}

export interface VisitorAdd {
  skuId: string;
  supplierShopId: string;
  num: number;
}

/** What an add did: lines added or raised, and those refused because the cart holds 100 kinds already. */
export interface VisitorAddResult {
  added: number;
  full: VisitorAdd[];
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; lines: VisitorLine[] } = { raw: null, lines: [] };

function isLine(value: unknown): value is VisitorLine {
  const line = value as VisitorLine;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.skuId === 'string' &&
    /^[1-9]\d{0,17}$/.test(line.skuId) &&
    typeof line.supplierShopId === 'string' &&
    /^[1-9]\d{0,17}$/.test(line.supplierShopId) &&
    Number.isInteger(line.num) &&
    line.num >= 1 &&
    line.num <= CART_MAX_QUANTITY
  );
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The stored lines; anything malformed (hand-edited storage, an older shape) is dropped, not trusted. */
export function visitorLines(): VisitorLine[] {
  const raw = readRaw();
  if (raw === cache.raw) return cache.lines;
  let parsed: unknown = [];
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    parsed = [];
  }
  const lines = (Array.isArray(parsed) ? parsed : [])
    .filter(isLine)
    .slice(0, CART_MAX_KINDS)
    .map((line) => ({
      skuId: line.skuId,
      supplierShopId: line.supplierShopId,
      num: line.num,
      ticked: line.ticked !== false,
      addedAt: Number.isFinite(line.addedAt) ? line.addedAt : 0,
    }));
  cache = { raw, lines };
  return lines;
}

function save(lines: VisitorLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(lines));
  } catch {
    // Storage refused (private mode, quota): the cart keeps what it had.
  }
  for (const listener of listeners) listener();
}

const sameLine = (
  a: { skuId: string; supplierShopId: string },
  b: { skuId: string; supplierShopId: string },
) => a.skuId === b.skuId && a.supplierShopId === b.supplierShopId;

/**
 * Adds lines as the account cart does: a line already there gets the quantity added (capped at the most one
 * line may hold), a new line needs room within the 100 kinds.
 */
export function addVisitorLines(adds: VisitorAdd[], now = Date.now()): VisitorAddResult {
  const lines = [...visitorLines()];
  const full: VisitorAdd[] = [];
  let added = 0;
  for (const add of adds) {
    if (!Number.isInteger(add.num) || add.num < 1) continue;
    const index = lines.findIndex((line) => sameLine(line, add));
    if (index >= 0) {
      const line = lines[index] as VisitorLine;
      lines[index] = { ...line, num: Math.min(CART_MAX_QUANTITY, line.num + add.num) };
      added += 1;
    } else if (lines.length >= CART_MAX_KINDS) {
      full.push(add);
    } else {
      lines.unshift({ ...add, num: Math.min(CART_MAX_QUANTITY, add.num), ticked: true, addedAt: now });
      added += 1;
    }
  }
  save(lines);
  return { added, full };
}

/** Changes lines in place (quantity, tick); `change` returns the new line or null to remove it. */
export function updateVisitorLines(change: (line: VisitorLine) => VisitorLine | null): void {
  const lines: VisitorLine[] = [];
  for (const line of visitorLines()) {
    const next = change(line);
    if (next && isLine(next)) lines.push(next);
  }
  save(lines);
}

export function clearVisitorCart(): void {
  save([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of this browser changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's cart lines, re-rendering on every change (in this tab or another). */
export function useVisitorLines(): VisitorLine[] {
  return useSyncExternalStore(subscribe, visitorLines, () => []);
}

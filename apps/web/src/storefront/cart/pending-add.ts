// A visitor's "add to cart" waits here while they log in; the buy box finishes it when they come back.

const KEY = 'pm.pendingCartAdd';
/** A pending add older than this is forgotten (the visitor went elsewhere). */
const MAX_AGE_MS = 30 * 60_000;

export interface PendingAdd {
  skuId: string;
  supplierShopId: string;
  num: number;
}

interface Stored extends PendingAdd {
  at: number;
}

export function savePendingAdd(add: PendingAdd, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...add, at: now } satisfies Stored));
  } catch {
    // Storage refused (private mode, quota): the visitor adds again after login.
  }
}

/** The add waiting for this product of this shop, taken out of storage (it is done once). */
export function takePendingAdd(skuId: string, supplierShopId: string, now = Date.now()): PendingAdd | null {
  let stored: Stored | null = null;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Stored | null;
  } catch {
    stored = null;
  }
  if (!stored || stored.skuId !== skuId || stored.supplierShopId !== supplierShopId) return null;
  sessionStorage.removeItem(KEY);
  if (now - stored.at > MAX_AGE_MS || !Number.isInteger(stored.num) || stored.num < 1) return null;
  return { skuId, supplierShopId, num: stored.num };
}

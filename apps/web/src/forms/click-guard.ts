/** SPEC §5 and §9: a button is locked for 1 s after a click so a double click submits once. */
export const CLICK_LOCK_MS = 1000;

export interface ClickGuard {
  /** True when the click may proceed; it then locks the guard for `lockMs`. */
  tryAcquire(): boolean;
}

export function createClickGuard(lockMs = CLICK_LOCK_MS, now: () => number = Date.now): ClickGuard {
  let lockedUntil = Number.NEGATIVE_INFINITY;
  return {
    tryAcquire() {
      const time = now();
      if (time < lockedUntil) return false;
      lockedUntil = time + lockMs;
      return true;
    },
  };
}

/** SPEC §9 expiry guard: the login-expired flow runs at most once per 5 s. */
export const EXPIRY_GUARD_MS = 5000;

/** Returns a function that runs `action` unless it already ran less than `windowMs` ago. */
export function onceWithin(windowMs: number, action: () => void, clock: () => number = Date.now) {
  let lastRun = Number.NEGATIVE_INFINITY;
  return (): boolean => {
    const now = clock();
    if (now - lastRun < windowMs) return false;
    lastRun = now;
    action();
    return true;
  };
}

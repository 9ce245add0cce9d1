import { describe, expect, it } from 'vitest';
import { EXPIRY_GUARD_MS, onceWithin } from './login-expiry';

describe('login-expired flow throttle', () => {
  it('runs once for a burst of AE401 answers and again after 5 s', () => {
    let now = 1_000;
    let runs = 0;
    const expire = onceWithin(
      EXPIRY_GUARD_MS,
      () => runs++,
      () => now,
    );

    expect(expire()).toBe(true);
    now += 100;
    expect(expire()).toBe(false);
    now += 4_800;
    expect(expire()).toBe(false);
    expect(runs).toBe(1);

    now += 100;
    expect(expire()).toBe(true);
    expect(runs).toBe(2);
  });
});

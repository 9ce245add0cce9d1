import { describe, expect, it } from 'vitest';
import { createClickGuard } from './click-guard';

describe('createClickGuard', () => {
  it('lets one click through per second', () => {
    let now = 10_000;
    const guard = createClickGuard(1000, () => now);
    expect(guard.tryAcquire()).toBe(true);
    now += 300;
    expect(guard.tryAcquire()).toBe(false);
    now += 699;
    expect(guard.tryAcquire()).toBe(false);
    now += 1;
    expect(guard.tryAcquire()).toBe(true);
  });
});

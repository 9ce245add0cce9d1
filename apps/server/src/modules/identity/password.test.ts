import { describe, expect, it, vi } from 'vitest';

describe('password hashing', () => {
  it('hashes with argon2id at 19 MiB and 2 passes outside tests, and still verifies a cheaper test hash', async () => {
    // A fresh copy of the module: the test helpers lowered the cost of the one the other tests share.
    vi.resetModules();
    const production = await import('./password');
    const hash = await production.hashPassword('Procure#2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await production.verifyPassword(hash, 'Procure#2026')).toBe(true);

    production.useTestPasswordCost();
    const cheap = await production.hashPassword('Procure#2026');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await production.verifyPassword(cheap, 'Procure#2026')).toBe(true);
    expect(await production.verifyPassword(cheap, 'wrong')).toBe(false);
    vi.resetModules();
  });
});

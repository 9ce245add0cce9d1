import { hash, type Options, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default (its Algorithm enum is const, unusable here), at its
// default cost: 19 MiB and 2 passes (OWASP's argon2id minimum), about 20 ms of CPU per hash or verification.
let cost: Options = {};
let decoyHash: Promise<string> | null = null;

/**
 * Tests only: hash at argon2's lowest cost from now on (1 MiB, 1 pass), so that seeding test databases and
 * thousands of test logins do not spend minutes of CPU. A hash records its own cost, so verifying follows the
 * cost a password was hashed at; production never calls this.
 */
export function useTestPasswordCost(): void {
  cost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
  decoyHash = null;
}

export const hashPassword = (password: string): Promise<string> => hash(password, cost);

/** Test hook: runs before every password verification (counts them, or holds them at a gate). */
export const passwordHooks: { beforeVerify: (() => Promise<void>) | null } = { beforeVerify: null };

/** Checks a password; an unknown user still costs one verification, so timing does not reveal usernames. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  await passwordHooks.beforeVerify?.();
  if (passwordHash === null) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default (its Algorithm enum is const, unusable here).
export const hashPassword = (password: string): Promise<string> => hash(password);

/** Test hook: runs before every password verification (counts them, or holds them at a gate). */
export const passwordHooks: { beforeVerify: (() => Promise<void>) | null } = { beforeVerify: null };

let decoyHash: Promise<string> | null = null;

/** Checks a password; an unknown user still costs one verification, so timing does not reveal usernames. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  await passwordHooks.beforeVerify?.();
  if (passwordHash === null) {
    decoyHash ??= hash('decoy password that matches nothing');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

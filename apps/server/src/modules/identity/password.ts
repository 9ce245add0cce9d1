import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default (its Algorithm enum is const, unusable here).
export const hashPassword = (password: string): Promise<string> => hash(password);

let decoyHash: Promise<string> | null = null;

/** Checks a password; an unknown user still costs one verification, so timing does not reveal usernames. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
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

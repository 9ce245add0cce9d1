import type { CallInput, Preferences, savePreferences } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { now } from '../../platform/clock';
import { userPreferences } from './tables';

const NONE: Preferences = { theme: null, locale: null };

/** The user's theme and language; nulls when the user never chose. */
export async function loadPreferences(db: Db | Tx, userId: number): Promise<Preferences> {
  const [row] = await db
    .select({ theme: userPreferences.theme, locale: userPreferences.locale })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row ? (row as Preferences) : NONE;
}

/** Keeps the fields given; the others stay as they were. */
export async function savePreferencesOf(
  tx: Tx,
  userId: number,
  input: CallInput<typeof savePreferences>,
): Promise<Preferences> {
  const chosen = {
    ...(input.theme === undefined ? {} : { theme: input.theme }),
    ...(input.locale === undefined ? {} : { locale: input.locale }),
  };
  const updatedAt = now();
  await tx
    .insert(userPreferences)
    .values({ userId, ...chosen, updatedAt })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...chosen, updatedAt } });
  return loadPreferences(tx, userId);
}

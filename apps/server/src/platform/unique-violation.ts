const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The Postgres error code of a failed write, searched through the cause chain (drizzle wraps driver errors). */
function errorOf(error: unknown, code: string): { constraint?: unknown } | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === code) return candidate;
    current = candidate.cause;
  }
  return null;
}

/**
 * The name of the unique constraint a failed write broke, or null for any other error.
 * Drizzle wraps driver errors, so the cause chain is searched.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  const found = errorOf(error, UNIQUE_VIOLATION);
  if (!found) return null;
  return typeof found.constraint === 'string' ? found.constraint : '';
}

/** Whether a failed write (a delete) broke a foreign key: another row still points at the one it touched. */
export const violatedForeignKey = (error: unknown): boolean => errorOf(error, FOREIGN_KEY_VIOLATION) !== null;

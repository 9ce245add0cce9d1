const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique constraint a failed write broke, or null for any other error.
 * Drizzle wraps driver errors, so the cause chain is searched.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === UNIQUE_VIOLATION)
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}

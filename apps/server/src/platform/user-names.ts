import type { HistoryNames } from './steps/status-history';

let provided: HistoryNames | null = null;

/**
 * The users' id and login-name columns, named once by identity (its module), for the status history of a domain
 * that identity itself depends on (org): such a domain cannot import identity's tables without a circle.
 */
export function provideUserNames(names: HistoryNames): void {
  provided = names;
}

/** The user-name columns identity provided; the history's "who" of each step. */
export function userNames(): HistoryNames {
  if (!provided) throw new Error('userNames: the identity module has not provided its columns');
  return provided;
}

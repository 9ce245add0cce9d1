import type { Bilingual } from './texts';

/** A kind of record the operation log names as a target, with its label in both languages. */
export interface AuditTarget {
  type: string;
  label: Bilingual;
}

export const defineAuditTarget = (type: string, label: Bilingual): AuditTarget => ({ type, label });

/**
 * What a call leaves in the operation log. bindCall writes the row: on success inside the call's
 * transaction, on a refused business rule in a statement of its own after the rollback.
 * `recordedBy: 'handler'` marks calls that write their own rows (login, registration) and declare
 * here only the label the operation-log page shows.
 */
export interface CallAudit {
  target: AuditTarget;
  /** What the action reads as in the log. */
  label: Bilingual;
  /** The input or output field that holds the target's id. */
  targetKey?: string;
  /** An input field worth keeping as the entry's detail (e.g. the name of what was created). */
  detailKey?: string;
  recordedBy?: 'bindCall' | 'handler';
}

/**
 * An operation-log action that is not a call (a payment gateway's server-to-server notification): declared
 * beside the calls of its centre, so the operation-log page labels it like an audited call.
 */
export interface AuditAction {
  kind: 'auditAction';
  action: string;
  label: Bilingual;
  target: AuditTarget;
}

export const defineAuditAction = (action: string, label: Bilingual, target: AuditTarget): AuditAction => ({
  kind: 'auditAction',
  action,
  label,
  target,
});

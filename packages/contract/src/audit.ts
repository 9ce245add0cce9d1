import type { Bilingual } from './texts';

/** A kind of record the operation log names as a target, with its label in both languages. */
export interface AuditTarget {
  type: string;
  label: Bilingual;
}

export const defineAuditTarget = (type: string, label: Bilingual): AuditTarget => ({ type, label });

/** One coded outcome of an audited call: what the row reads as, and whether it means the operation failed. */
export interface AuditOutcome {
  label: Bilingual;
  failure?: boolean;
}

/** Outcomes labelled from a code table of labels (e.g. the export kinds' titles). */
export const outcomesOf = (labels: Readonly<Record<string, Bilingual>>): Record<string, AuditOutcome> =>
  Object.fromEntries(Object.entries(labels).map(([code, label]) => [code, { label }]));

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
  /**
   * The output or input field that holds the target's id, or a list of ids (one row per target). The server
   * records the target's number or name beside it where the target type's module names its records.
   * `list.field` takes the field of each element of a list (e.g. `items.skuId`). `self`: the caller's own
   * account (changing one's password, binding one's mobile).
   */
  targetKey?: string;
  /**
   * The output or input field whose coded value says what happened (a decision, a pay method, whether a
   * payment went through): the row reads as that value's label, and a value marked `failure` records the
   * call as failed although it answered.
   */
  outcomeKey?: string;
  outcomes?: Readonly<Record<string, AuditOutcome>>;
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

/** The two outcomes of a yes/no decision field (approved, passed, agreed). */
export const decisionOutcomes = (yes: Bilingual, no: Bilingual): Record<string, AuditOutcome> => ({
  true: { label: yes },
  false: { label: no },
});

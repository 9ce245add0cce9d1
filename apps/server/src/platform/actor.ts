import type { UserKind } from '@procuremart/contract';
import type { Db } from '../db/client';
import type { DataScope } from './scope';

/** Who makes a request, as far as auditing needs to know; anonymous calls know only a name and an address. */
export interface Who {
  userId: number | null;
  username: string | null;
  ip: string | null;
}

/** The logged-in user behind a request, resolved from the session on the server, never from client ids. */
export interface Actor extends Who {
  userId: number;
  username: string;
  /** The person's name as shown (users.user_name). */
  userName: string;
  kind: UserKind;
  orgId: number | null;
  orgName: string | null;
  /** Suppliers act for their own supplier record (suppliers.id, not the organisation id). */
  supplierId: number | null;
  roles: string[];
  menuCodes: string[];
  /** The data permissions of the active stations the user holds (none: its kind's default scope, platform/scope.ts). */
  dataScopes?: readonly DataScope[];
  /** The session this request rides on (SHA-256 of its token). */
  sessionId: string;
  /** An administrator set or reset the password: only calls open while it must change pass (bindCall). */
  mustChangePassword?: boolean;
  /** The organisation's registration is pending or refused: only calls open to applicants are answered. */
  awaitingAudit?: boolean;
}

/** The server acting by itself (a scheduled job), for machine steps whose `who` names 'system'. */
export interface SystemActor {
  kind: 'system';
  userId: null;
  /** The job taking the step, for the status history and logs. */
  job: string;
  /**
   * The user whose decision makes the system take the step (the approver whose decision ended an approval):
   * the status history names them.
   */
  onBehalfOf?: number;
}

export const systemActor = (job: string, onBehalfOf?: number): SystemActor => ({
  kind: 'system',
  userId: null,
  job,
  ...(onBehalfOf === undefined ? {} : { onBehalfOf }),
});

/** Who takes a machine step: a logged-in user or the system. */
export type StepTaker = Actor | SystemActor;

/** The user a step is recorded against: the taker, or the one on whose behalf the system takes it. */
export const takerUserId = (taker: StepTaker): number | null =>
  taker.kind === 'system' ? (taker.onBehalfOf ?? null) : taker.userId;

/** The actor behind a session token, or null when it is unknown, revoked or expired. */
export type ActorResolver = (db: Db, token: string, ip: string | null, now: Date) => Promise<Actor | null>;

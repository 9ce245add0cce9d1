import { z } from 'zod';
import type { CallAudit } from './audit';
import { callPath } from './call-path';
import type { EntityKind } from './entities';
import type { Machine } from './machines/machine';
import type { AccessCode, PageName } from './pages/index';

/** What a call's permission may name: a back-office page (menu code) or an access code of the manifests. */
export type PermissionCode = PageName | AccessCode;

/** Who may make a call: 'public' needs no login, 'user' any logged-in user, else the user kinds named. */
export type Audience = 'public' | 'user' | 'purchaser' | 'supplier' | 'operator';

export interface CallDef<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  W extends boolean = boolean,
> {
  /** Logical name, `<centre>_<callName>`. */
  name: string;
  /** `/api/<centre>/<callName>`. */
  path: string;
  method: 'POST';
  audience: readonly Audience[];
  /**
   * A menu code (a back-office route name) or an access code the caller's roles must hold; bindCall
   * refuses anyone without it (E403) before the handler runs. A list admits a holder of any one of them: one
   * call serving several audiences (an order's detail for its buyer, supplier and operators), each through
   * its own page; what each may then see is the use-case's scope.
   */
  permission?: PermissionCode | readonly PermissionCode[];
  /** The call changes data: bindCall runs it in one transaction and refuses replayed signatures. */
  writes: W;
  /** The kinds of record a write changes: the web refreshes their open views after it (see entities.ts). */
  touches?: readonly EntityKind[];
  /**
   * Limited per client address (and per username when the input has one) over a sliding window; over the
   * limit: HTTP 429 with Retry-After (platform/rate-limit.ts). Every public call that writes must say so.
   */
  rateLimited?: boolean;
  audit?: CallAudit;
  /** A transition call: its input's `event` enum is the machine's events (checked at start-up). */
  machine?: Machine;
  /** Open to a user who must change their password first (changing it, signing out); others answer EPWD. */
  whilePasswordChangeRequired?: true;
  /**
   * Open to a user whose organisation's registration is not passed yet (pending or refused): their session,
   * their own application. Every other call answers them `EAUDIT` (org.underReview).
   */
  applicants?: boolean;
  summary: string;
  input: I;
  output: O;
  /** Types only, never set: what a call's input accepts and its output gives, shared with `CallRef`. */
  readonly __io?: { in: z.input<I>; out: z.output<O> };
}

/** What a call's input accepts: of a definition or of a web-side `CallRef`. */
export type CallInput<C extends { readonly __io?: { in: unknown } }> = NonNullable<C['__io']>['in'];
/** What a call answers (after the output schema): of a definition or of a web-side `CallRef`. */
export type CallOutput<C extends { readonly __io?: { out: unknown } }> = NonNullable<C['__io']>['out'];

export interface CallDeclaration<I extends z.ZodType, O extends z.ZodType, W extends boolean> {
  name: `${string}_${string}`;
  audience: readonly Audience[];
  permission?: PermissionCode | readonly PermissionCode[];
  writes?: W;
  touches?: readonly EntityKind[];
  rateLimited?: boolean;
  audit?: CallAudit;
  machine?: Machine;
  whilePasswordChangeRequired?: true;
  applicants?: boolean;
  summary: string;
  input: I;
  output: O;
}

/** Declares one call; the path is derived from the name so that it is written once. */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<I extends z.ZodType, O extends z.ZodType, W extends boolean = false>(
  def: CallDeclaration<I, O, W>,
): CallDef<I, O, W> {
  if (def.audience.includes('public') && def.permission) {
    throw new Error(`call ${def.name} is public and cannot need the permission ${String(def.permission)}`);
  }
  // Anyone may make a public write over and over: it must be limited.
  if (def.audience.includes('public') && def.writes && def.rateLimited !== true) {
    throw new Error(`call ${def.name} is public and writes: declare it rateLimited`);
  }
  return {
    ...def,
    writes: (def.writes ?? false) as W,
    method: 'POST',
    path: callPath(def.name),
  };
}

/** The codes a call's permission names (none: no permission needed). */
export function permissionCodes<P extends string>(def: { permission?: P | readonly P[] }): readonly P[] {
  if (def.permission === undefined) return [];
  return typeof def.permission === 'string' ? [def.permission] : (def.permission as readonly P[]);
}

/** Whether holding these menu/access codes passes a call's permission gate. */
export function holdsPermission(
  def: { permission?: string | readonly string[] },
  codes: readonly string[],
): boolean {
  const needed = permissionCodes(def);
  return needed.length === 0 || needed.some((code) => codes.includes(code));
}

export const emptyInput = z.object({}).strict();

export const isCallDef = (value: unknown): value is CallDef =>
  typeof value === 'object' && value !== null && 'path' in value && 'audience' in value && 'input' in value;

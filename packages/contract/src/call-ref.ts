import { callPath } from './call-path';
import type { Audience, CallDef, CallInput, CallOutput } from './define-call';
import type { EntityKind } from './entities';

/**
 * What the web needs to make a call: its name, path and audience, and (as types only) its input and output.
 * No schema: the zod schemas of a call stay out of every bundle that only calls it. The web imports refs from
 * `@procuremart/contract/refs` (generated from the registry by `npm run gen`); `api()` takes nothing else.
 * A page that needs a call's schema (a form, a list's filters) imports the definition for that and calls
 * through `refOf(definition)`.
 */
export interface CallRef<In = unknown, Out = unknown> {
  readonly kind: 'callRef';
  readonly name: string;
  readonly path: string;
  readonly audience: readonly Audience[];
  /** The kinds of record the call changes (a write's `touches`): their open views refresh after it. */
  readonly touches?: readonly EntityKind[];
  /** Types only, never set. */
  readonly __io?: { in: In; out: Out };
}

/** The ref of the call `C` (generated code writes these; `audience` is copied from the definition). */
/* @__NO_SIDE_EFFECTS__ */
export function callRef<C extends CallDef>(
  name: C['name'],
  audience: C['audience'],
  touches?: readonly EntityKind[],
): CallRef<CallInput<C>, CallOutput<C>> {
  return touches
    ? { kind: 'callRef', name, path: callPath(name), audience, touches }
    : { kind: 'callRef', name, path: callPath(name), audience };
}

/** The ref of a definition the caller already holds (a form or list that reads the schema too). */
export const refOf = <C extends CallDef>(def: C): CallRef<CallInput<C>, CallOutput<C>> =>
  callRef<C>(def.name, def.audience, def.touches);

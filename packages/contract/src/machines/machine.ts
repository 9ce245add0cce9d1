import { z } from 'zod';
import type { AuditTarget } from '../audit';
import type { Audience } from '../define-call';
import type { Bilingual } from '../texts';

/**
 * Who a transition may name: kinds of logged-in user ('user' = any of them), or 'system' for a step the server
 * takes by itself (a scheduled job: automatic cancellation, automatic receipt).
 */
export type Taker = Exclude<Audience, 'public'> | 'system';

export interface Transition<S extends string | number, E extends string> {
  from: S;
  event: E;
  to: S;
  who: readonly Taker[];
  /** A menu or access code the taker's roles must hold, beside being of a kind in `who`. */
  permission?: string;
  /** A named business rule (`throwIfX`) the server runs inside the transaction before the step. */
  guard?: string;
  /** Whether the step takes a reason or remark from the user. */
  remark?: 'required' | 'optional';
}

export interface Machine<S extends string | number = string | number, E extends string = string> {
  name: string;
  /** Each state with the i18n key of its label. */
  states: Record<S, string>;
  /** The states a record is created in. */
  initial: readonly S[];
  /** States nothing leaves. */
  final?: readonly S[];
  transitions: readonly Transition<S, E>[];
  /**
   * What its steps read as in the operation log, whoever takes them (a call, a job, an import, the demo
   * seed): the records' target type, each event as an action and each state as the state a step reached.
   */
  audit: MachineAudit<S, E>;
}

export interface MachineAudit<S extends string | number, E extends string> {
  target: AuditTarget;
  events: Readonly<Record<E, Bilingual>>;
  states: Readonly<Record<S, Bilingual>>;
}

/** The operation-log action of a step taken outside an audited call: `<machine>.<event>`. */
export const stepAction = (machine: { name: string }, event: string): string => `${machine.name}.${event}`;

/** Who is asking: a user kind and the menu/access codes the user's roles grant. */
export interface TakerIdentity {
  kind: Exclude<Audience, 'public' | 'user'> | 'system';
  permissions: readonly string[];
}

export function defineMachine<S extends string | number, const E extends string>(
  m: Machine<S, E>,
): Machine<S, E> {
  return m;
}

/** The machine's events, each once, in the order first declared. */
export function machineEvents<E extends string>(m: Machine<string | number, E>): [E, ...E[]] {
  const events = [...new Set(m.transitions.map((t) => t.event))];
  if (events.length === 0) throw new Error(`machine ${m.name} has no transitions`);
  return events as [E, ...E[]];
}

/** The input enum of a call that takes one of the machine's events: the events are written once. */
export const eventSchema = <E extends string>(m: Machine<string | number, E>) => z.enum(machineEvents(m));

function reachableStates(m: Machine): Set<string> {
  const reached = new Set(m.initial.map(String));
  let grew = true;
  while (grew) {
    grew = false;
    for (const t of m.transitions) {
      if (reached.has(String(t.from)) && !reached.has(String(t.to))) {
        reached.add(String(t.to));
        grew = true;
      }
    }
  }
  return reached;
}

/**
 * Start-up check of a machine: transitions name known states, (from, event) is never ambiguous, someone
 * may take each step, every state is reachable from an initial state and final states have no way out.
 */
export function validateMachine(m: Machine): void {
  const states = new Set(Object.keys(m.states));
  const fail = (what: string) => {
    throw new Error(`machine ${m.name}: ${what}`);
  };
  if (m.initial.length === 0) fail('declares no initial state');
  for (const s of [...m.initial, ...(m.final ?? [])]) {
    if (!states.has(String(s))) fail(`initial or final state ${s} is an unknown state`);
  }
  const seen = new Set<string>();
  for (const t of m.transitions) {
    if (!states.has(String(t.from)) || !states.has(String(t.to))) {
      fail(`transition ${t.event} names an unknown state`);
    }
    const key = `${t.from}:${t.event}`;
    if (seen.has(key)) fail(`${key} is declared twice`);
    seen.add(key);
    if (t.who.length === 0) fail(`${key} has nobody who may take it`);
    if ((m.final ?? []).some((s) => String(s) === String(t.from)))
      fail(`final state ${t.from} has a way out`);
  }
  const reached = reachableStates(m);
  const unreachable = [...states].filter((s) => !reached.has(s));
  if (unreachable.length > 0) fail(`state ${unreachable.join(', ')} cannot be reached`);
}

export function findTransition<S extends string | number, E extends string>(
  m: Machine<S, E>,
  from: S,
  event: E,
): Transition<S, E> | undefined {
  return m.transitions.find((t) => String(t.from) === String(from) && t.event === event);
}

/**
 * Whether this user may take this step: of a kind it names, holding its permission if it has one. A permission
 * is a user's entitlement: the system takes a step that names it (`who: [..., 'system']`) without one (an order
 * approved when its approval, decided by whoever held the task, ends).
 */
export function mayTake(t: Transition<string | number, string>, taker: TakerIdentity): boolean {
  if (taker.kind === 'system') return t.who.includes('system');
  const kindOk = t.who.includes(taker.kind) || t.who.includes('user');
  return kindOk && (!t.permission || taker.permissions.includes(t.permission));
}

/** The steps a user may take from a state: the web shows only these actions. */
export function availableTransitions<S extends string | number, E extends string>(
  m: Machine<S, E>,
  from: S,
  taker: TakerIdentity,
): Transition<S, E>[] {
  return m.transitions.filter((t) => String(t.from) === String(from) && mayTake(t, taker));
}

/** The events a user may take from a state. */
export function availableEvents<S extends string | number, E extends string>(
  m: Machine<S, E>,
  from: S,
  taker: TakerIdentity,
): E[] {
  return availableTransitions(m, from, taker).map((t) => t.event);
}

export * from './domain-event';

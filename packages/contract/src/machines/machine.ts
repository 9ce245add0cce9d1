import type { Audience } from '../define-call';

export interface Transition<S extends string | number, E extends string> {
  from: S;
  event: E;
  to: S;
  who: readonly Exclude<Audience, 'public'>[];
}

export interface Machine<S extends string | number = string | number, E extends string = string> {
  name: string;
  /** Each state with the i18n key of its label. */
  states: Record<S, string>;
  transitions: readonly Transition<S, E>[];
}

export function defineMachine<S extends string | number, E extends string>(m: Machine<S, E>): Machine<S, E> {
  return m;
}

/** Checks that every transition names known states and that (from, event) is never ambiguous. */
export function validateMachine(m: Machine): void {
  const states = new Set(Object.keys(m.states));
  const seen = new Set<string>();
  for (const t of m.transitions) {
    if (!states.has(String(t.from)) || !states.has(String(t.to))) {
      throw new Error(`machine ${m.name}: transition ${t.event} names an unknown state`);
    }
    const key = `${t.from}:${t.event}`;
    if (seen.has(key)) throw new Error(`machine ${m.name}: ${key} is declared twice`);
    seen.add(key);
    if (t.who.length === 0) throw new Error(`machine ${m.name}: ${key} has nobody who may take it`);
  }
}

export function findTransition<S extends string | number, E extends string>(
  m: Machine<S, E>,
  from: S,
  event: E,
): Transition<S, E> | undefined {
  return m.transitions.find((t) => String(t.from) === String(from) && t.event === event);
}

/** The events a user of this kind may take from a state: the web shows only these actions. */
export function availableEvents<S extends string | number, E extends string>(
  m: Machine<S, E>,
  from: S,
  kind: Exclude<Audience, 'public' | 'user'>,
): E[] {
  return m.transitions
    .filter((t) => String(t.from) === String(from) && (t.who.includes(kind) || t.who.includes('user')))
    .map((t) => t.event);
}

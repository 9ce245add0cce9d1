import { describe, expect, it } from 'vitest';
import { brandMachine } from './brand';
import {
  availableEvents,
  defineMachine,
  eventSchema,
  findTransition,
  type Machine,
  machineEvents,
  validateMachine,
} from './machine';

const manager = { kind: 'operator' as const, permissions: ['brandManage'] };

const machine = (m: Partial<Machine<string, string>>): Machine<string, string> =>
  defineMachine({
    name: 'x',
    states: { a: 'A', b: 'B', c: 'C' },
    initial: ['a'],
    transitions: [
      { from: 'a', event: 'go', to: 'b', who: ['operator'] },
      { from: 'b', event: 'end', to: 'c', who: ['operator'] },
    ],
    audit: brandMachine.audit as unknown as Machine<string, string>['audit'],
    ...m,
  });

describe('machines', () => {
  it('the brand machine is valid and offers brand managers the one way out of each state', () => {
    expect(() => validateMachine(brandMachine)).not.toThrow();
    expect(availableEvents(brandMachine, 1, manager)).toEqual(['disable']);
    expect(availableEvents(brandMachine, 0, manager)).toEqual(['enable']);
    expect(findTransition(brandMachine, 1, 'enable')).toBeUndefined();
    expect(findTransition(brandMachine, 0, 'enable')?.to).toBe(1);
  });

  it('offers nothing to another kind, nor to an operator without the permission', () => {
    expect(availableEvents(brandMachine, 1, { kind: 'purchaser', permissions: ['brandManage'] })).toEqual([]);
    expect(availableEvents(brandMachine, 1, { kind: 'operator', permissions: ['opsLogQuery'] })).toEqual([]);
  });

  it('derives the input enum of a transition call from the machine, each event once', () => {
    expect(machineEvents(brandMachine)).toEqual(['disable', 'enable']);
    expect(eventSchema(brandMachine).safeParse('disable').success).toBe(true);
    expect(eventSchema(brandMachine).safeParse('delete').error?.issues[0]?.code).toBe('invalid_value');
  });

  it('accepts a sound machine', () => {
    expect(() => validateMachine(machine({ final: ['c'] }))).not.toThrow();
  });

  it('refuses unknown states, ambiguous steps, steps nobody may take', () => {
    expect(() =>
      validateMachine(machine({ transitions: [{ from: 'a', event: 'go', to: 'z', who: ['operator'] }] })),
    ).toThrow(/unknown state/);
    expect(() =>
      validateMachine(
        machine({
          transitions: [
            { from: 'a', event: 'go', to: 'b', who: ['operator'] },
            { from: 'a', event: 'go', to: 'c', who: ['operator'] },
            { from: 'b', event: 'end', to: 'c', who: ['operator'] },
          ],
        }),
      ),
    ).toThrow(/twice/);
    expect(() =>
      validateMachine(
        machine({
          transitions: [
            { from: 'a', event: 'go', to: 'b', who: [] },
            { from: 'b', event: 'end', to: 'c', who: ['operator'] },
          ],
        }),
      ),
    ).toThrow(/nobody/);
  });

  it('refuses a state no path reaches, a missing initial state and a final state with a way out', () => {
    expect(() =>
      validateMachine(machine({ transitions: [{ from: 'a', event: 'go', to: 'b', who: ['operator'] }] })),
    ).toThrow(/state c cannot be reached/);
    expect(() => validateMachine(machine({ initial: [] }))).toThrow(/no initial state/);
    expect(() => validateMachine(machine({ initial: ['q'] }))).toThrow(/unknown state/);
    expect(() => validateMachine(machine({ final: ['b'] }))).toThrow(/final state b has a way out/);
  });
});

import { describe, expect, it } from 'vitest';
import { brandMachine } from './brand';
import { availableEvents, defineMachine, findTransition, validateMachine } from './machine';

describe('machines', () => {
  it('the brand machine is valid and offers operators the one way out of each state', () => {
    expect(() => validateMachine(brandMachine)).not.toThrow();
    expect(availableEvents(brandMachine, 1, 'operator')).toEqual(['disable']);
    expect(availableEvents(brandMachine, 0, 'operator')).toEqual(['enable']);
    expect(availableEvents(brandMachine, 1, 'purchaser')).toEqual([]);
    expect(findTransition(brandMachine, 1, 'enable')).toBeUndefined();
    expect(findTransition(brandMachine, 0, 'enable')?.to).toBe(1);
  });

  it('refuses unknown states and ambiguous transitions', () => {
    const unknown = defineMachine({
      name: 'x',
      states: { a: 'A' } as Record<string, string>,
      transitions: [{ from: 'a', event: 'go', to: 'b', who: ['operator'] }],
    });
    expect(() => validateMachine(unknown)).toThrow(/unknown state/);
    const twice = defineMachine({
      name: 'y',
      states: { a: 'A', b: 'B' } as Record<string, string>,
      transitions: [
        { from: 'a', event: 'go', to: 'b', who: ['operator'] },
        { from: 'a', event: 'go', to: 'a', who: ['operator'] },
      ],
    });
    expect(() => validateMachine(twice)).toThrow(/twice/);
  });
});

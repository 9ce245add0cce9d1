import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS } from './entities';
import { allCalls } from './registry';

describe('entity refresh declarations (issue 20 item 1)', () => {
  it('has every writing call say which kinds of record it changes, so their open views refresh', () => {
    const silent = allCalls.filter((call) => call.writes && !call.touches?.length).map((call) => call.name);
    expect(silent).toEqual([]);
    const unknown = allCalls
      .flatMap((call) => call.touches ?? [])
      .filter((kind) => !(ENTITY_KINDS as readonly string[]).includes(kind));
    expect(unknown).toEqual([]);
  });
});

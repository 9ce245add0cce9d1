import { describe, expect, it } from 'vitest';
import { searchOptionGroups } from './search-options';

describe('search box options', () => {
  it('offers only the completions while something is typed', () => {
    expect(
      searchOptionGroups({
        text: '螺',
        suggestions: ['螺丝', '螺母', '螺丝'],
        history: ['a'],
        hotWords: ['b'],
      }),
    ).toEqual([{ kind: 'suggest', words: ['螺丝', '螺母'] }]);
    expect(searchOptionGroups({ text: 'zz', suggestions: [], history: ['a'], hotWords: ['b'] })).toEqual([]);
  });

  it('offers the history, then hot words not in it, when the box is empty', () => {
    expect(
      searchOptionGroups({
        text: ' ',
        suggestions: ['x'],
        history: ['螺丝', '法兰'],
        hotWords: ['法兰', '手套'],
      }),
    ).toEqual([
      { kind: 'history', words: ['螺丝', '法兰'] },
      { kind: 'hot', words: ['手套'] },
    ]);
    expect(searchOptionGroups({ text: '', suggestions: [], history: [], hotWords: [] })).toEqual([]);
  });
});

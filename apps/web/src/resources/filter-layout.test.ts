import { describe, expect, it } from 'vitest';
import { filterLayout } from './filter-layout';

describe('filterLayout', () => {
  it('shows up to three fields without a toggle', () => {
    expect(filterLayout(2, false)).toEqual({ visibleCount: 2, showToggle: false });
    expect(filterLayout(3, false)).toEqual({ visibleCount: 3, showToggle: false });
  });

  it('collapses after three fields and expands to all', () => {
    expect(filterLayout(5, false)).toEqual({ visibleCount: 3, showToggle: true });
    expect(filterLayout(5, true)).toEqual({ visibleCount: 5, showToggle: true });
  });
});

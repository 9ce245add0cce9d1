import { describe, expect, it } from 'vitest';
import { viewportFor } from './viewport';

describe('responsive breakpoints', () => {
  it('is mobile below 600 px, tablet up to 992 px, desktop above', () => {
    expect(viewportFor(375)).toBe('mobile');
    expect(viewportFor(599)).toBe('mobile');
    expect(viewportFor(600)).toBe('tablet');
    expect(viewportFor(992)).toBe('tablet');
    expect(viewportFor(993)).toBe('desktop');
  });
});

import { describe, expect, it } from 'vitest';
import { localName } from './local-name';

describe('local names', () => {
  it('uses the English name in en-US when there is one', () => {
    expect(localName('en-US', '螺丝', 'Screws')).toBe('Screws');
    expect(localName('en-US', '螺丝', ' ')).toBe('螺丝');
    expect(localName('zh-CN', '螺丝', 'Screws')).toBe('螺丝');
  });
});

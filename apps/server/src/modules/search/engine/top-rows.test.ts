import { describe, expect, it } from 'vitest';
import { TopRows } from './top-rows';

describe('the rows of smallest key', () => {
  const keys = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 5003);
  const orders = {
    rising: [...keys].sort((a, b) => a - b),
    falling: [...keys].sort((a, b) => b - a),
    mixed: keys,
  };

  it.each(Object.entries(orders))('keeps the smallest keys offered in %s order', (_, offered) => {
    for (const keep of [0, 1, 20, 300, 1000]) {
      const top = new TopRows(keep);
      for (const key of offered) top.offer(key, key + 100_000);
      const smallest = [...offered].sort((a, b) => a - b).slice(0, keep);
      expect(top.sorted()).toEqual(smallest.map((key) => key + 100_000));
    }
  });
});

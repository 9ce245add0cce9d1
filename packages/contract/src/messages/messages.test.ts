import { describe, expect, it } from 'vitest';
import { centreMessages, LOCALES, messages } from './index';

describe('message catalogue by centre', () => {
  it('defines every key in one centre file only', () => {
    const owners = new Map<string, string[]>();
    for (const [centre, catalogue] of Object.entries(centreMessages))
      for (const key of Object.keys(catalogue)) owners.set(key, [...(owners.get(key) ?? []), centre]);
    expect([...owners].filter(([, centres]) => centres.length > 1)).toEqual([]);
  });

  it('combines every centre into one catalogue', () => {
    const total = Object.values(centreMessages).reduce((n, c) => n + Object.keys(c).length, 0);
    expect(Object.keys(messages)).toHaveLength(total);
  });

  it('has a non-empty text in both languages for every key', () => {
    const missing = Object.entries(messages).flatMap(([key, texts]) =>
      LOCALES.filter((locale) => !(texts as Record<string, string>)[locale]).map((l) => `${key}:${l}`),
    );
    expect(missing).toEqual([]);
  });
});

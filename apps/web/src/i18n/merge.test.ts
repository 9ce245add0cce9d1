import { describe, expect, it } from 'vitest';
import { deepMerge, nestDottedKeys } from './merge';

describe('i18n resource merging', () => {
  it('nests dotted contract keys so that t("validation.email") resolves', () => {
    expect(
      nestDottedKeys({ 'validation.email': 'E', 'validation.mobile': 'M', 'error.notFound': 'N' }),
    ).toEqual({
      validation: { email: 'E', mobile: 'M' },
      error: { notFound: 'N' },
    });
  });

  it('merges branches from several modules and lets the later leaf win', () => {
    const merged = deepMerge(
      { common: { ok: 'OK', cancel: 'Cancel' } },
      { common: { ok: 'Fine' }, brand: { title: 'B' } },
    );
    expect(merged).toEqual({ common: { ok: 'Fine', cancel: 'Cancel' }, brand: { title: 'B' } });
  });

  it('does not share nested objects with its sources', () => {
    const source = { a: { b: 'x' } };
    const merged = deepMerge(source);
    (merged.a as { b: string }).b = 'changed';
    expect(source.a.b).toBe('x');
  });
});

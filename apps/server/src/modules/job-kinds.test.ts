import { DICTIONARIES } from '@procuremart/contract';
import { expect, it } from 'vitest';
import { allModules } from './index';

it('names every background job kind in both languages (the JOB_KIND dictionary the jobs page shows)', () => {
  const declared = new Set(DICTIONARIES.JOB_KIND.items.map((item) => item.code));
  const kinds = allModules.flatMap((module) => module.jobs ?? []).map((job) => job.kind);
  expect(kinds.length).toBeGreaterThan(0);
  expect(kinds.filter((kind) => !declared.has(kind))).toEqual([]);
});

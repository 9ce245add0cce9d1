import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { applySiblingEviction } from '../../../platform/cluster-evictions';
import { cachedRead, READ_CACHE_TOPIC } from './read-cache';

describe('cached storefront aggregates', () => {
  it('are read again once a sibling worker process cleared its cache after a change', async () => {
    const db = {} as Db;
    let reads = 0;
    const load = async () => ++reads;
    expect(await cachedRead(db, 'floors', load)).toBe(1);
    expect(await cachedRead(db, 'floors', load)).toBe(1);
    applySiblingEviction(READ_CACHE_TOPIC);
    expect(await cachedRead(db, 'floors', load)).toBe(2);
    expect(await cachedRead(db, 'floors', load)).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { cached, cachedResult, setResultCaching } from './search-cache';

describe('the search result cache', () => {
  const counter = () => {
    let calls = 0;
    return () => Promise.resolve(++calls);
  };

  it('answers a repeated search from the cache by default', async () => {
    const db = {};
    const load = counter();
    expect(await cachedResult(db, 'summary:a', load)).toBe(1);
    expect(await cachedResult(db, 'summary:a', load)).toBe(1);
  });

  it('counts every search afresh when the app runs with SEARCH_RESULT_CACHE=off, keeping reference lookups cached', async () => {
    const db = {};
    setResultCaching(db, false);
    const load = counter();
    expect(await cachedResult(db, 'summary:a', load)).toBe(1);
    expect(await cachedResult(db, 'summary:a', load)).toBe(2);
    const lookup = counter();
    await cached(db, 'level:7', lookup);
    expect(await cached(db, 'level:7', lookup)).toBe(1);
  });

  it('reads the switch from SEARCH_RESULT_CACHE, on unless it says off, and refuses anything else', () => {
    expect(loadConfig({}).searchResultCache).toBe(true);
    expect(loadConfig({ SEARCH_RESULT_CACHE: 'off' }).searchResultCache).toBe(false);
    expect(() => loadConfig({ SEARCH_RESULT_CACHE: 'no' })).toThrow('SEARCH_RESULT_CACHE must be on or off');
  });
});

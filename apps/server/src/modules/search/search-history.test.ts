import {
  addSearchHistory,
  clearSearchHistory,
  deleteSearchHistory,
  MAX_SEARCH_HISTORY,
  querySearchHistory,
} from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let buyer1: string;
let buyer2: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer1 = await loginAs(t.app, 'purchaser01');
  buyer2 = await loginAs(t.app, 'purchaser02');
});
afterAll(() => t.close());

const keywords = (result: { rows: { keyword: string }[] }) => result.rows.map((row) => row.keyword);
const add = async (token: string, keyword: string) =>
  dataOf(await call(t.app, addSearchHistory, { keyword }, { token }));
const mine = async (token: string) => dataOf(await call(t.app, querySearchHistory, {}, { token }));

describe('search history', () => {
  it('keeps each user their own keywords, newest first, a repeated keyword moved to the top', async () => {
    await add(buyer1, '螺丝');
    await add(buyer1, '  打印纸 ');
    expect(keywords(await add(buyer1, '螺丝'))).toEqual(['螺丝', '打印纸']);
    expect(keywords(await mine(buyer2))).toEqual([]);
    await add(buyer2, '安全帽');
    expect(keywords(await mine(buyer1))).toEqual(['螺丝', '打印纸']);
    expect(keywords(await mine(buyer2))).toEqual(['安全帽']);
  });

  it('deletes one keyword or all of them, only the caller’s own', async () => {
    await add(buyer2, '螺丝');
    expect(
      keywords(dataOf(await call(t.app, deleteSearchHistory, { keyword: '螺丝' }, { token: buyer1 }))),
    ).toEqual(['打印纸']);
    expect(keywords(await mine(buyer2))).toEqual(['螺丝', '安全帽']);
    expect(dataOf(await call(t.app, clearSearchHistory, {}, { token: buyer1 })).rows).toEqual([]);
    expect(keywords(await mine(buyer2))).toEqual(['螺丝', '安全帽']);
  });

  it(`keeps at most ${MAX_SEARCH_HISTORY} keywords`, async () => {
    for (let i = 1; i <= MAX_SEARCH_HISTORY + 3; i += 1) await add(buyer1, `关键词${i}`);
    const rows = keywords(await mine(buyer1));
    expect(rows).toHaveLength(MAX_SEARCH_HISTORY);
    expect(rows[0]).toBe(`关键词${MAX_SEARCH_HISTORY + 3}`);
    expect(rows).not.toContain('关键词3');
    expect(rows).toContain('关键词4');
  });

  it('refuses visitors and empty keywords', async () => {
    expect((await call(t.app, querySearchHistory, {})).body.code).toBe('AE401');
    expect((await call(t.app, addSearchHistory, { keyword: '螺丝' })).body.code).toBe('AE401');
    expect((await call(t.app, addSearchHistory, { keyword: '   ' }, { token: buyer1 })).body.code).toBe(
      'E400',
    );
  });
});

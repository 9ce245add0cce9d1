import {
  deleteHotWord,
  getHotWords,
  moveHotWord,
  PARAMS,
  queryHotWordsAdmin,
  SEARCH_SETTINGS,
  saveHotWord,
  setHotWordStatus,
  updateParam,
} from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { seedHotWords } from '../seed-hot-words';
import { hotWords } from '../tables';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => seedHotWords(tx));
  operator = await loginAs(t.app, 'operator01');
});
afterAll(() => t.close());

const publicWords = async () => dataOf(await call(t.app, getHotWords, {})).words.map((w) => w.word);
const save = (input: Parameters<typeof call<typeof saveHotWord>>[2], token = operator) =>
  call(t.app, saveHotWord, input, { token, locale: 'en-US' });
const list = async (input: Parameters<typeof call<typeof queryHotWordsAdmin>>[2] = {}) =>
  dataOf(await call(t.app, queryHotWordsAdmin, input, { token: operator }));
const rowCount = async () => (await t.db.select().from(hotWords)).length;
const setParam = async (key: string, value: string | null) =>
  dataOf(await call(t.app, updateParam, { key, value } as never, { token: operator }));

describe('hot words management', () => {
  it('adds, edits, disables, enables, moves and deletes words; the public hot words follow at once', async () => {
    const drill = dataOf(await save({ word: '电钻', wordEn: 'drill', sortNo: 5 }));
    expect(drill).toMatchObject({ word: '电钻', wordEn: 'drill', sortNo: 5, status: 1 });
    expect((await publicWords()).slice(0, 2)).toEqual(['电钻', '螺丝']);
    expect((await list({ word: 'DRILL' })).rows.map((r) => r.word)).toEqual(['电钻']);

    dataOf(await save({ hotWordId: drill.hotWordId, word: '冲击钻', wordEn: 'impact drill', sortNo: 5 }));
    expect((await publicWords())[0]).toBe('冲击钻');

    const off = dataOf(
      await call(
        t.app,
        setHotWordStatus,
        { hotWordId: drill.hotWordId, event: 'disable' },
        { token: operator },
      ),
    );
    expect(off.status).toBe(0);
    expect(await publicWords()).not.toContain('冲击钻');
    expect((await list({ status: 0 })).rows.map((r) => r.word)).toEqual(['冲击钻']);
    const again = await call(
      t.app,
      setHotWordStatus,
      { hotWordId: drill.hotWordId, event: 'disable' },
      { token: operator },
    );
    expect(again.body.code).toBe('E409');
    dataOf(
      await call(
        t.app,
        setHotWordStatus,
        { hotWordId: drill.hotWordId, event: 'enable' },
        { token: operator },
      ),
    );
    expect((await publicWords())[0]).toBe('冲击钻');

    const moved = dataOf(
      await call(t.app, moveHotWord, { hotWordId: drill.hotWordId, direction: 'down' }, { token: operator }),
    );
    expect(moved.hotWordIds[1]).toBe(drill.hotWordId);
    expect((await publicWords()).slice(0, 3)).toEqual(['螺丝', '冲击钻', '打印纸']);
    expect(
      (await list({ sort: { field: 'sortNo', order: 'ASC' } })).rows.map((r) => r.sortNo).slice(0, 3),
    ).toEqual([10, 20, 30]);
    dataOf(
      await call(t.app, moveHotWord, { hotWordId: drill.hotWordId, direction: 'up' }, { token: operator }),
    );
    expect((await publicWords()).slice(0, 2)).toEqual(['冲击钻', '螺丝']);
    const top = await call(
      t.app,
      moveHotWord,
      { hotWordId: drill.hotWordId, direction: 'up' },
      { token: operator },
    );
    expect(top.body).toMatchObject({ code: '8888', respDesc: '已在最前或最后，无法继续移动' });

    dataOf(await call(t.app, deleteHotWord, { hotWordId: drill.hotWordId }, { token: operator }));
    expect(await publicWords()).not.toContain('冲击钻');
    const gone = await call(t.app, deleteHotWord, { hotWordId: drill.hotWordId }, { token: operator });
    expect(gone.body.code).toBe('E404');
  });

  it('refuses a duplicate word and more words than the parameter allows, with nothing written', async () => {
    const before = await rowCount();
    const duplicate = await save({ word: '螺丝' });
    expect(duplicate.body).toMatchObject({
      code: '8888',
      respDesc: 'This hot search word exists already',
      data: { field: 'word' },
    });
    await setParam('commodity.maxHotWords', String(before));
    const full = await save({ word: '满额' });
    expect(full.body).toMatchObject({ code: '8888', respDesc: 'At most 10 hot search words' });
    expect(await rowCount()).toBe(before);
    await setParam('commodity.maxHotWords', null);
    dataOf(await save({ word: '满额' }));
    expect(await rowCount()).toBe(before + 1);
  });

  it('refuses an empty, a 300-character and a NUL word with nothing written', async () => {
    const before = await rowCount();
    for (const word of ['  ', '词'.repeat(300), '坏\u0000词']) {
      const refused = await save({ word });
      expect(refused.body.code, word.slice(0, 5)).toBe('E400');
      expect(refused.body.data, word.slice(0, 5)).toMatchObject({ field: 'word' });
    }
    expect((await save({ word: '好词', wordEn: 'w'.repeat(300) })).body.data).toMatchObject({
      field: 'wordEn',
    });
    expect(await rowCount()).toBe(before);
  });

  it('answers E403 to suppliers and purchasers, with nothing written', async () => {
    const before = await t.db.select().from(hotWords);
    const someId = String(before[0].id);
    for (const username of ['supplier01', 'purchaser01']) {
      const token = await loginAs(t.app, username);
      expect((await call(t.app, queryHotWordsAdmin, {}, { token })).body.code, username).toBe('E403');
      expect((await save({ word: '越权' }, token)).body.code, username).toBe('E403');
      const status = await call(t.app, setHotWordStatus, { hotWordId: someId, event: 'disable' }, { token });
      expect(status.body.code, username).toBe('E403');
      expect((await call(t.app, deleteHotWord, { hotWordId: someId }, { token })).body.code).toBe('E403');
    }
    expect(await t.db.select().from(hotWords)).toEqual(before);
  });
});

describe('search switches', () => {
  it('are parameters with the SPEC §9 defaults, read by the public hot words call', async () => {
    expect({
      hotSearch: PARAMS['common.hotSearchEnabled'].defaultValue,
      searchHistory: PARAMS['common.searchHistoryEnabled'].defaultValue,
      hotSuggest: PARAMS['common.hotSuggestEnabled'].defaultValue,
    }).toEqual(SEARCH_SETTINGS);
    expect(dataOf(await call(t.app, getHotWords, {})).settings).toEqual(SEARCH_SETTINGS);
    await setParam('common.hotSearchEnabled', 'true');
    await setParam('common.searchHistoryEnabled', 'false');
    expect(dataOf(await call(t.app, getHotWords, {})).settings).toEqual({
      hotSearch: true,
      searchHistory: false,
      hotSuggest: true,
    });
    await setParam('common.hotSearchEnabled', null);
    await setParam('common.searchHistoryEnabled', null);
    expect(dataOf(await call(t.app, getHotWords, {})).settings).toEqual(SEARCH_SETTINGS);
  });
});

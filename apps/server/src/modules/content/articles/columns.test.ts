import {
  type CallInput,
  type ContentColumnRow,
  deleteContentColumn,
  queryContentColumns,
  saveContentArticle,
  saveContentColumn,
} from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t.app, 'operator01');
}, 120_000);
afterAll(() => t.close());

const tree = async () => dataOf(await call(t.app, queryContentColumns, {}, { token: operator })).columns;
const save = (input: CallInput<typeof saveContentColumn>) =>
  call(t.app, saveContentColumn, input, { token: operator });
const remove = (columnId: string) => call(t.app, deleteContentColumn, { columnId }, { token: operator });
const byCode = (rows: ContentColumnRow[], code: string) =>
  rows.find((c) => c.code === code) as ContentColumnRow;

describe('content columns', () => {
  it('starts with the built-in notice, news and help columns, help with its chapters', async () => {
    const rows = await tree();
    expect(rows.filter((c) => c.parentId === null).map((c) => [c.code, c.builtIn])).toEqual([
      ['notice', true],
      ['news', true],
      ['help', true],
    ]);
    const help = byCode(rows, 'help');
    expect(rows.filter((c) => c.parentId === help.columnId).map((c) => c.code)).toEqual([
      'help-buying',
      'help-payment',
      'help-aftersales',
    ]);
  });

  it('adds a sub-column under a top column, and refuses a third level and a code in use', async () => {
    const help = byCode(await tree(), 'help');
    const chapter = dataOf(await save({ parentId: help.columnId, code: 'help-account', name: '账户与安全' }));
    expect(chapter).toMatchObject({
      level: 2,
      parentId: help.columnId,
      builtIn: false,
      status: 1,
      articleCount: 0,
    });

    const deeper = await save({ parentId: chapter.columnId, code: 'help-deeper', name: '三级' });
    expect(deeper.body).toMatchObject({ code: '8888', data: { field: 'parentId' } });
    expect(deeper.body.respDesc).toBe('栏目最多两级，子栏目下不能再添加栏目');

    const taken = await save({ code: 'notice', name: '重复' });
    expect(taken.body).toMatchObject({ code: '8888', data: { field: 'code' } });
    expect(taken.body.respDesc).toBe('栏目编码已被使用');

    const badCode = await save({ code: '1abc', name: '编码' });
    expect(badCode.body).toMatchObject({ code: 'E400', data: { field: 'code' } });
  });

  it('deletes only an empty column of the operators’ own, saying why otherwise', async () => {
    const rows = await tree();
    const builtIn = await remove(byCode(rows, 'notice').columnId);
    expect(builtIn.body.code).toBe('8888');
    expect(builtIn.body.respDesc).toBe('公告、新闻和帮助中心是固定栏目，不能删除或移动');

    const top = dataOf(await save({ code: 'policy', name: '政策法规', nameEn: 'Policies' }));
    const child = dataOf(await save({ parentId: top.columnId, code: 'policy-local', name: '地方政策' }));
    const withChild = await remove(top.columnId);
    expect(withChild.body.code).toBe('8888');
    expect(withChild.body.respDesc).toBe('该栏目下还有子栏目，不能删除');

    dataOf(
      await call(
        t.app,
        saveContentArticle,
        {
          columnId: child.columnId,
          title: '政策',
          content: '<p>正文</p>',
          publishFrom: new Date().toISOString(),
        },
        { token: operator },
      ),
    );
    const withArticle = await remove(child.columnId);
    expect(withArticle.body.code).toBe('8888');
    expect(withArticle.body.respDesc).toBe('该栏目下还有文章，不能删除');
    expect(byCode(await tree(), 'policy-local').articleCount).toBe(1);

    const empty = dataOf(await save({ code: 'empty-column', name: '空栏目' }));
    dataOf(await remove(empty.columnId));
    expect((await tree()).some((c) => c.code === 'empty-column')).toBe(false);
  });

  it('keeps a built-in column’s code', async () => {
    const news = byCode(await tree(), 'news');
    const renamed = await save({ columnId: news.columnId, code: 'press', name: '新闻' });
    expect(renamed.body.code).toBe('8888');
    const retitled = dataOf(
      await save({ columnId: news.columnId, code: 'news', name: '新闻动态', sortNo: 20 }),
    );
    expect(retitled).toMatchObject({ name: '新闻动态', code: 'news', builtIn: true });
  });
});

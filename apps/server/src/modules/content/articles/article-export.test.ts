import { commitDownloadTask, getDownloadTask, queryContentArticleList } from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { getFile, sheetRows } from '../../../testing/files';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let operator: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  [operator, staff] = await Promise.all(['operator01', 'operator02'].map((u) => loginAs(t.app, u)));
}, 120_000);
afterAll(() => t.close());

describe('the article export', () => {
  it('writes the list as the page shows it: its columns, labels in the reader’s language, its order', async () => {
    const filters = { title: '公告', sort: { field: 'publishFrom', order: 'DESC' } } as const;
    const { taskId } = dataOf(
      await call(t.app, commitDownloadTask, { kind: 'contentArticle', filters }, { token: operator }),
    );
    expect(await t.app.jobs.runDue()).toBe(1);
    const done = dataOf(await call(t.app, getDownloadTask, { taskId }, { token: operator }));
    const listed = dataOf(
      await call(t.app, queryContentArticleList, { ...filters, pageSize: 200 }, { token: operator }),
    );
    expect(listed.total).toBeGreaterThan(0);
    expect(done).toMatchObject({ status: 'done', rowCount: listed.total });
    expect(done.fileName).toMatch(/^文章列表_\d{8}_\d{6}\.xlsx$/);
    const rows = await sheetRows((await getFile(t.app, done.downloadUrl ?? '', operator)).rawPayload);
    expect(rows[0]?.slice(0, 4)).toEqual(['标题', '栏目', '状态', '置顶']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.rows.map((a) => a.title));
    expect(rows.slice(1).every((row) => row[1] === '平台公告' && row[2] === '已发布')).toBe(true);
  });

  it('is refused to whoever may not open content management', async () => {
    const refused = await call(
      t.app,
      commitDownloadTask,
      { kind: 'contentArticle', filters: {} },
      { token: staff },
    );
    expect(refused.body.code).toBe('E403');
  });
});

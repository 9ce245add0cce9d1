import {
  ArticleStatus,
  auditContentArticle,
  type CallInput,
  CONTENT_COVER_ROUTE,
  type ContentColumnRow,
  getContentArticleDetail,
  getPublicArticle,
  publishContentArticle,
  queryContentArticleList,
  queryContentAuditList,
  queryContentColumns,
  queryHelpTree,
  queryPublicArticles,
  saveContentArticle,
  setContentColumnStatus,
  withdrawContentArticle,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { PNG_BYTES, upload } from '../../../testing/upload';
import { contentArticles } from './tables';

let t: TestApp;
let operator: string;
let staff: string;
let purchaser: string;
let columns: ContentColumnRow[];
beforeAll(async () => {
  t = await createTestApp();
  [operator, staff, purchaser] = await Promise.all(
    ['operator01', 'operator02', 'purchaser01'].map((u) => loginAs(t.app, u)),
  );
  columns = dataOf(await call(t.app, queryContentColumns, {}, { token: operator })).columns;
}, 120_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
const columnId = (code: string) => columns.find((c) => c.code === code)?.columnId ?? '';
const draft = (overrides: Partial<CallInput<typeof saveContentArticle>> = {}) =>
  call(
    t.app,
    saveContentArticle,
    {
      columnId: columnId('notice'),
      title: '测试公告',
      titleEn: 'Test notice',
      content: '<p>正文</p>',
      publishFrom: new Date(Date.now() - HOUR).toISOString(),
      ...overrides,
    },
    { token: operator },
  );
const step = <
  C extends typeof publishContentArticle | typeof auditContentArticle | typeof withdrawContentArticle,
>(
  def: C,
  input: CallInput<C>,
) => call(t.app, def, input, { token: operator });
const shown = async (articleId: string) => {
  const answer = await call(t.app, getPublicArticle, { articleId });
  return answer.body.code === '0';
};
const noticeIds = async () =>
  dataOf(await call(t.app, queryPublicArticles, { columnCode: 'notice', pageSize: 200 })).rows.map(
    (r) => r.articleId,
  );

/** Writes a notice and takes it through review to the storefront. */
async function published(overrides: Partial<CallInput<typeof saveContentArticle>> = {}) {
  const { articleId } = dataOf(await draft(overrides));
  dataOf(await step(publishContentArticle, { articleIds: [articleId] }));
  dataOf(await step(auditContentArticle, { articleIds: [articleId], passed: true }));
  return articleId;
}

describe('articles through review to the storefront', () => {
  it('keeps a draft and an article awaiting review off the storefront, and shows it once passed', async () => {
    const created = dataOf(await draft({ title: '评审流程公告' }));
    expect(created).toMatchObject({ status: ArticleStatus.draft, actions: ['submit'] });
    expect(await shown(created.articleId)).toBe(false);

    const sent = dataOf(await step(publishContentArticle, { articleIds: [created.articleId] }));
    expect(sent.status).toBe(ArticleStatus.pending);
    expect(await shown(created.articleId)).toBe(false);
    const queue = dataOf(await call(t.app, queryContentAuditList, { tab: 'pending' }, { token: operator }));
    expect(queue.rows.map((r) => r.articleId)).toContain(created.articleId);
    expect(queue.tabCounts.pending).toBeGreaterThanOrEqual(1);

    dataOf(await step(auditContentArticle, { articleIds: [created.articleId], passed: true, reason: '' }));
    expect(await noticeIds()).toContain(created.articleId);
    const read = dataOf(await call(t.app, getPublicArticle, { articleId: created.articleId }));
    expect(read).toMatchObject({ title: '评审流程公告', columnCode: 'notice', content: '<p>正文</p>' });
    // Its list row is the page's, without the bodies; the summary is the body's text.
    const listed = dataOf(
      await call(t.app, queryPublicArticles, { columnCode: 'notice', keyword: '评审流程公告' }),
    ).rows.find((r) => r.articleId === created.articleId);
    const { content: _content, contentEn: _contentEn, ...row } = read;
    expect(listed).toEqual(row);
    expect(row).toMatchObject({ summary: '正文', coverUrl: null });
    expect(row.publishFrom).toBe(new Date(row.publishFrom).toISOString());

    const detail = dataOf(
      await call(t.app, getContentArticleDetail, { articleId: created.articleId }, { token: operator }),
    );
    expect(detail.history.map((h) => h.event)).toEqual(['approve', 'submit', 'create']);
    expect(detail.actions).toEqual(['withdraw']);
  });

  it('refuses with the reason required, and refuses to edit an article under review or published', async () => {
    const { articleId, version } = dataOf(await draft());
    dataOf(await step(publishContentArticle, { articleIds: [articleId] }));
    const noReason = await step(auditContentArticle, { articleIds: [articleId], passed: false });
    expect(noReason.body).toMatchObject({ code: 'E400', data: { field: 'reason' } });
    expect(noReason.body.respDesc).toContain('请填写原因');

    const edit = await draft({ articleId, version: version + 1, title: '改了' });
    expect(edit.body).toMatchObject({ code: '8888' });
    expect(edit.body.respDesc).toBe('待审核或已发布的文章不能修改，请先撤回');

    const refused = dataOf(
      await step(auditContentArticle, { articleIds: [articleId], passed: false, reason: '标题不规范' }),
    );
    expect(refused.status).toBe(ArticleStatus.refused);
    const again = dataOf(await call(t.app, getContentArticleDetail, { articleId }, { token: operator }));
    expect(again).toMatchObject({ reason: '标题不规范', actions: ['submit'] });
    const edited = dataOf(await draft({ articleId, version: again.version, title: '改好的标题' }));
    expect(edited).toMatchObject({ title: '改好的标题', status: ArticleStatus.refused });
  });

  it('takes an article off the storefront when withdrawn (with a reason)', async () => {
    const articleId = await published();
    expect(await shown(articleId)).toBe(true);
    const noReason = await step(withdrawContentArticle, { articleIds: [articleId], reason: '' });
    expect(noReason.body.code).toBe('E400');
    dataOf(await step(withdrawContentArticle, { articleIds: [articleId], reason: '信息有误' }));
    expect(await shown(articleId)).toBe(false);
    expect(await noticeIds()).not.toContain(articleId);
  });
});

describe('the publish window', () => {
  it('shows an article only from its start and until its end', async () => {
    const later = await published({ publishFrom: new Date(Date.now() + 24 * HOUR).toISOString() });
    expect(await shown(later)).toBe(false);
    const open = await published({ publishTo: new Date(Date.now() + 24 * HOUR).toISOString() });
    expect(await shown(open)).toBe(true);
    // The window closes: the end moved into the past in the database (as time passing would).
    await t.db
      .update(contentArticles)
      .set({ publishTo: new Date(Date.now() - 60_000) })
      .where(eq(contentArticles.id, Number(open)));
    expect(await shown(open)).toBe(false);
    expect(await noticeIds()).not.toContain(open);
  });

  it('starts the window when the article is saved when no start is given', async () => {
    const before = Date.now();
    const articleId = await published({ publishFrom: null });
    const row = dataOf(await call(t.app, getPublicArticle, { articleId }));
    expect(Date.parse(row.publishFrom)).toBeGreaterThanOrEqual(before - 1000);
    expect(await shown(articleId)).toBe(true);
  });

  it('refuses an end before the start, and sending an article whose window has ended', async () => {
    const backwards = await draft({
      publishFrom: new Date(Date.now()).toISOString(),
      publishTo: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(backwards.body).toMatchObject({ code: 'E400', data: { field: 'publishTo' } });
    expect(backwards.body.respDesc).toContain('发布结束时间须晚于开始时间');

    const { articleId } = dataOf(await draft({ publishTo: new Date(Date.now() + 60_000).toISOString() }));
    await t.db
      .update(contentArticles)
      .set({ publishTo: new Date(Date.now() - 60_000) })
      .where(eq(contentArticles.id, Number(articleId)));
    const sent = await step(publishContentArticle, { articleIds: [articleId] });
    expect(sent.body.code).toBe('8888');
    expect(sent.body.respDesc).toBe('发布结束时间已过，请修改发布时间后再提交');
  });
});

describe('the body is sanitised before it is stored', () => {
  it('removes scripts, event handlers, javascript: links and styles, and keeps the formatting', async () => {
    const { articleId } = dataOf(
      await draft({
        content:
          '<h3>标题</h3><p style="color:red" onclick="steal()">正文<script>alert(1)</script></p>' +
          '<img src="x" onerror="alert(2)"><img src="https://example.com/a.png" alt="图">' +
          '<a href="javascript:alert(3)">坏链接</a><a href="https://example.com">好链接</a><iframe src="https://e.com"></iframe>',
        contentEn: '<p>Body<script>alert(4)</script></p>',
      }),
    );
    const [stored] = await t.db
      .select()
      .from(contentArticles)
      .where(eq(contentArticles.id, Number(articleId)));
    expect(stored.content).not.toMatch(/script|onerror|onclick|javascript:|style=|iframe|alert/i);
    expect(stored.content).toContain('<h3>标题</h3>');
    expect(stored.content).toContain('<img src="https://example.com/a.png" alt="图" />');
    expect(stored.content).toContain('<a href="https://example.com" rel="noopener noreferrer">好链接</a>');
    expect(stored.contentEn).toBe('<p>Body</p>');
    expect(stored.plainText).toBe('标题 正文 坏链接好链接');
  });

  it('refuses a body that is empty once the markup is removed', async () => {
    const answer = await draft({ content: '<script>alert(1)</script><p> </p>' });
    expect(answer.body).toMatchObject({ code: '8888', data: { field: 'content' } });
    expect(answer.body.respDesc).toBe('请填写正文（不能只有图片或格式之外的空内容）');
  });
});

describe('who may call what', () => {
  it('keeps the back-office calls to operators holding the content pages', async () => {
    const list = { pageNo: 1, pageSize: 10 };
    expect((await call(t.app, queryContentArticleList, list)).body.code).toBe('AE401');
    expect((await call(t.app, queryContentArticleList, list, { token: purchaser })).body.code).toBe('E403');
    expect((await call(t.app, queryContentArticleList, list, { token: staff })).body.code).toBe('E403');
    expect((await call(t.app, queryContentArticleList, list, { token: operator })).body.code).toBe('0');
    const sent = await call(t.app, publishContentArticle, { articleIds: ['1'] }, { token: staff });
    expect(sent.body.code).toBe('E403');
  });

  it('answers a visitor the published articles only, and "not found" for a draft', async () => {
    const { articleId } = dataOf(await draft());
    const answer = await call(t.app, getPublicArticle, { articleId });
    expect(answer.body.code).toBe('E404');
    expect(answer.body.respDesc).toBe('文章不存在或未发布');
    const rows = dataOf(await call(t.app, queryPublicArticles, { columnCode: 'notice', pageSize: 200 })).rows;
    expect(rows.length).toBeGreaterThan(0);
    const stored = await t.db.select().from(contentArticles);
    const published = new Set(
      stored.filter((a) => a.status === ArticleStatus.published).map((a) => String(a.id)),
    );
    expect(rows.every((r) => published.has(r.articleId))).toBe(true);
    expect(rows[0].pinned).toBe(true);
  });

  it('serves a shown article’s cover to anyone, and no cover of an article not shown', async () => {
    const cover = await upload(t.app, operator, 'image', 'cover.png', PNG_BYTES);
    const articleId = await published({ coverFileId: cover.body.data.fileId });
    const row = dataOf(await call(t.app, getPublicArticle, { articleId }));
    expect(row.coverUrl).toBe(`${CONTENT_COVER_ROUTE}?articleId=${articleId}`);
    const served = await t.app.inject({ method: 'GET', url: row.coverUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    dataOf(await step(withdrawContentArticle, { articleIds: [articleId], reason: '下线' }));
    expect((await t.app.inject({ method: 'GET', url: row.coverUrl ?? '' })).statusCode).toBe(404);
  });

  it('hides the articles of a disabled column and its sub-columns', async () => {
    const help = dataOf(await call(t.app, queryHelpTree, {}));
    expect(help.columns.map((c) => c.nameEn)).toEqual([
      'Buying guide',
      'Payment and invoices',
      'After-sales service',
    ]);
    expect(help.articles.length).toBeGreaterThan(0);
    expect(help.columns.every((c) => c.parentId === null && /^\d+$/.test(c.columnId))).toBe(true);
    expect(help.articles.every((a) => help.columns.some((c) => c.columnId === a.columnId))).toBe(true);
    const helpId = columnId('help');
    dataOf(
      await call(t.app, setContentColumnStatus, { columnId: helpId, event: 'disable' }, { token: operator }),
    );
    expect(dataOf(await call(t.app, queryHelpTree, {})).articles).toEqual([]);
    expect(dataOf(await call(t.app, queryPublicArticles, { columnCode: 'help' })).total).toBe(0);
    dataOf(
      await call(t.app, setContentColumnStatus, { columnId: helpId, event: 'enable' }, { token: operator }),
    );
    expect(dataOf(await call(t.app, queryHelpTree, {})).articles.length).toBe(help.articles.length);
  });
});

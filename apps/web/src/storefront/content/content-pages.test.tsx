// @vitest-environment happy-dom

import { ErrorCode, type PublicArticle } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: NoticeListPage } = await import('./NoticeListPage');
const { ArticleView } = await import('./ArticleView');
const { default: HelpCenterPage } = await import('./HelpCenterPage');
const { ApiError } = await import('../../api/client');

const slow = { timeout: 15_000 };
const notice = (articleId: string, title: string, pinned: boolean): PublicArticle => ({
  articleId,
  columnCode: 'notice',
  columnName: '平台公告',
  columnNameEn: 'Notices',
  title,
  titleEn: `${title} (en)`,
  summary: '摘要',
  summaryEn: 'Summary',
  coverUrl: null,
  publishFrom: '2026-11-27T01:00:00.000Z',
  pinned,
});

afterEach(() => {
  cleanup();
  api.mockReset();
});

describe('the storefront content pages', () => {
  it('lists the published notices for a visitor, pinned marked, each linking to its page', async () => {
    api.mockResolvedValue({
      rows: [notice('7', '春节配送安排', true), notice('8', '系统维护', false)],
      total: 2,
      pageNo: 1,
      pageSize: 10,
    });
    renderWithApp(<NoticeListPage />, { user: null, path: '/noticeList' });
    const link = await screen.findByRole('link', { name: /春节配送安排/ }, slow);
    expect(link.getAttribute('href')).toBe('/noticeDetail?articleId=7');
    expect(screen.getByText('置顶')).toBeTruthy();
    expect(api.mock.calls[0][1]).toMatchObject({ columnCode: 'notice', pageNo: 1 });
  });

  it('says an article is not there any more when the server answers "not found"', async () => {
    api.mockRejectedValue(new ApiError({ code: ErrorCode.notFound, respDesc: '文章不存在或未发布' }));
    renderWithApp(<ArticleView listPage="noticeList" />, { user: null, path: '/noticeDetail?articleId=9' });
    expect(await screen.findByText('文章不存在或已下线', {}, slow)).toBeTruthy();
  });

  it('shows the help catalogue and searches help articles', async () => {
    api.mockImplementation(async (ref: { name: string }, input: { keyword?: string }) =>
      ref.name === 'cms_queryHelpTree'
        ? {
            columns: [{ columnId: '3', parentId: null, name: '采购指南', nameEn: 'Buying guide' }],
            articles: [
              { articleId: '11', columnId: '3', title: '如何快速下单', titleEn: 'How to order quickly' },
            ],
          }
        : {
            rows: [{ ...notice('11', '如何快速下单', false), columnCode: 'help' }],
            total: input.keyword ? 1 : 0,
            pageNo: 1,
            pageSize: 50,
          },
    );
    renderWithApp(<HelpCenterPage />, { user: null, path: '/helpCenter' });
    expect(await screen.findByText('采购指南', {}, slow)).toBeTruthy();
    expect(screen.getByText('如何快速下单')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('搜索帮助文章'), { target: { value: '下单' } });
    fireEvent.keyDown(screen.getByLabelText('搜索帮助文章'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByText('共找到 1 篇相关文章')).toBeTruthy(), slow);
    expect(api.mock.calls.find(([ref]) => ref.name === 'cms_queryArticles')?.[1]).toMatchObject({
      columnCode: 'help',
      keyword: '下单',
    });
  });
});

// @vitest-environment happy-dom

import { ArticleStatus, type ContentArticleRow } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: ArticleListPage } = await import('./ArticleListPage');

const slow = { timeout: 15_000 };
const article = (articleId: string, title: string, status: number, actions: string[]): ContentArticleRow => ({
  articleId,
  columnId: '1',
  columnName: '平台公告',
  columnNameEn: 'Notices',
  title,
  titleEn: '',
  cover: null,
  publishFrom: '2026-11-27T01:00:00.000Z',
  publishTo: null,
  pinned: false,
  status,
  reason: '',
  version: 1,
  createdBy: 'operator01',
  createdAt: '2026-11-27T01:00:00.000Z',
  updatedAt: '2026-11-27T01:00:00.000Z',
  updatedBy: 'operator01',
  actions,
});
const rows = [
  article('1', '草稿公告', ArticleStatus.draft, ['submit']),
  article('2', '已发布公告', ArticleStatus.published, ['withdraw']),
];

afterEach(() => {
  cleanup();
  api.mockReset();
});

const user = operator(['content-management']);
const respond = (ref: { name: string }) => {
  if (ref.name === 'cms_queryArticleList') return { rows, total: 2, pageNo: 1, pageSize: 10 };
  if (ref.name === 'cms_queryColumns') return { columns: [] };
  if (ref.name === 'cfc_queryDictionaries') return [];
  return { articleIds: ['1'], status: ArticleStatus.pending };
};

describe('content management', () => {
  it('shows each article’s status and offers the steps the server lists: edit and send a draft, withdraw a published one', async () => {
    api.mockImplementation(async (ref: { name: string }) => respond(ref));
    renderWithApp(<ArticleListPage />, { user });
    const draftRow = (await screen.findByText('草稿公告', {}, slow)).closest('tr') as HTMLElement;
    expect(within(draftRow).getByText('草稿')).toBeTruthy();
    expect(within(draftRow).getByText('编辑')).toBeTruthy();
    expect(within(draftRow).getByText('提交审核')).toBeTruthy();
    expect(within(draftRow).queryByText('撤回')).toBeNull();
    const publishedRow = screen.getByText('已发布公告').closest('tr') as HTMLElement;
    expect(within(publishedRow).getByText('已发布')).toBeTruthy();
    expect(within(publishedRow).queryByText('编辑')).toBeNull();
    expect(within(publishedRow).getByText('撤回')).toBeTruthy();
  });

  it('sends a draft to review after asking first', async () => {
    api.mockImplementation(async (ref: { name: string }) => respond(ref));
    renderWithApp(<ArticleListPage />, { user });
    const draftRow = (await screen.findByText('草稿公告', {}, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(draftRow).getByText('提交审核'));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('确定提交审核吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(
      () =>
        expect(api.mock.calls.find(([ref]) => ref.name === 'cms_publishArticle')?.[1]).toEqual({
          articleIds: ['1'],
        }),
      slow,
    );
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { purchaser, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: MessageListPage } = await import('../../backoffice/messages/MessageListPage');
const { default: MessageDetailPage } = await import('../../backoffice/messages/MessageDetailPage');

const row = (n: number) => ({
  messageId: String(100 + n),
  title: `平台消息 ${n}`,
  body: `第 ${n} 条内容\n第二行`,
  createdAt: '2026-02-01T02:00:00.000Z',
});
const names = () => api.mock.calls.map(([call]) => call.name);

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (call: { name: string }, input: { pageNo?: number; messageId?: string }) => {
    if (call.name === 'umc_queryPublicMessages') {
      const pageNo = input.pageNo ?? 1;
      return { rows: pageNo === 1 ? [row(2), row(1)] : [row(0)], total: 11, pageNo, pageSize: 10 };
    }
    if (call.name === 'umc_getPublicMessage') {
      if (input.messageId === '101') return row(1);
      throw new ApiError({ code: 'E404', respDesc: '记录不存在' });
    }
    return { rows: [], total: 0, pageNo: 1, pageSize: 10 };
  });
});
afterEach(cleanup);

const renderPages = (path: string, user: ReturnType<typeof purchaser> | null = null) =>
  renderWithApp(
    <Routes>
      <Route path="/messageList" element={<MessageListPage />} />
      <Route path="/messageDetail" element={<MessageDetailPage />} />
    </Routes>,
    { user, path },
  );

describe('platform messages for a visitor', () => {
  it('lists the platform-wide messages newest first through the public call, paged', async () => {
    renderPages('/messageList');
    const list = await screen.findByTestId('public-messages');
    expect([...list.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['平台消息 2', '平台消息 1']);
    expect(names()).toEqual(['umc_queryPublicMessages']);
    expect(api.mock.calls[0][1]).toEqual({ pageNo: 1, pageSize: 10 });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(api.mock.calls.at(-1)?.[1]).toEqual({ pageNo: 2, pageSize: 10 }));
    expect((await screen.findByText('平台消息 0')).tagName).toBe('A');
    expect(screen.getByTestId('public-messages-login').textContent).toContain('登录查看我的消息');
  });

  it('opens a message from the list, and says a message that is not platform-wide was not found', async () => {
    renderPages('/messageList');
    fireEvent.click(await screen.findByText('平台消息 1'));
    expect((await screen.findByTestId('public-message-body')).textContent).toBe('第 1 条内容\n第二行');
    expect(api.mock.calls.at(-1)?.[1]).toEqual({ messageId: '101' });
    cleanup();
    renderPages('/messageDetail?messageId=999');
    expect(await screen.findByText('消息不存在或已删除')).toBeTruthy();
  });

  it('shows an empty state when nothing was sent', async () => {
    api.mockImplementation(async () => ({ rows: [], total: 0, pageNo: 1, pageSize: 10 }));
    renderPages('/messageList');
    expect(await screen.findByTestId('public-messages-empty')).toBeTruthy();
  });

  it('gives a signed-in user their own inbox instead', async () => {
    renderPages('/messageList', purchaser());
    await waitFor(() => expect(names()).toContain('umc_queryMessageList'));
    expect(names()).not.toContain('umc_queryPublicMessages');
    expect(screen.queryByTestId('public-message-list')).toBeNull();
  });
});

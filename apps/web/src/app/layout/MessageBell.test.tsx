// @vitest-environment happy-dom
import type { CallRef } from '@procuremart/contract';
import {
  getDictionaryVersion,
  getUnreadMessageCount,
  queryDictionaries,
  queryMessageList,
} from '@procuremart/contract/refs';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { renderWithApp } from '../../test/render';
import { MessageBell } from './MessageBell';

vi.mock('../../api/client', () => ({ api: vi.fn() }));
const mockedApi = vi.mocked(api);
afterEach(cleanup);

const answers = new Map<CallRef, unknown>([
  [getUnreadMessageCount, { count: 3 }],
  [getDictionaryVersion, { version: '1' }],
  [queryDictionaries, { MESSAGE_KIND: [{ code: 'order', label: '订单', labelEn: 'Order', sort: 10 }] }],
  [
    queryMessageList,
    {
      rows: [
        {
          messageId: '41',
          kind: 'order',
          title: '订单审批金额已调整',
          body: '…',
          link: null,
          read: false,
          createdAt: '2026-01-05T01:00:00.000Z',
        },
      ],
      total: 3,
      pageNo: 1,
      pageSize: 5,
    },
  ],
]);

describe('the header message bell', () => {
  it('shows the unread count and the latest unread messages with their kind prefix', async () => {
    localStorage.clear();
    mockedApi.mockImplementation(async (call) => answers.get(call) as never);
    renderWithApp(<MessageBell />);
    expect(await screen.findByTitle('3')).toBeTruthy();
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('3 条未读消息');
    fireEvent.click(screen.getByTestId('message-bell'));
    // The panel is a lazy chunk and the kinds come from the dictionaries: allow a busy run its time.
    expect(await screen.findByText('【订单】订单审批金额已调整', {}, { timeout: 10_000 })).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledWith(queryMessageList, { readFlag: 0, pageNo: 1, pageSize: 5 });
    expect(screen.getByTestId('message-bell-all').textContent).toContain('查看全部消息');
  });
});

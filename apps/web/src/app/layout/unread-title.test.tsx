// @vitest-environment happy-dom
import type { CallRef } from '@procuremart/contract';
import { getUnreadMessageCount } from '@procuremart/contract/refs';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import i18n from '../../i18n';
import { renderWithApp } from '../../test/render';
import { setPageTitle } from '../page-title';
import { UnreadTitle } from './use-unread-count';

vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);
afterEach(async () => {
  cleanup();
  mockedApi.mockReset();
  await i18n.changeLanguage('zh-CN');
});

const unread = (count: number) =>
  mockedApi.mockImplementation(async (call: CallRef) => {
    if (call === getUnreadMessageCount) return { count } as never;
    throw new Error(`unexpected call ${call.name}`);
  });

describe('page title (SPEC §1)', () => {
  it('starts with the unread count of a logged-in user, in the current language', async () => {
    unread(3);
    setPageTitle('购物车');
    renderWithApp(<UnreadTitle />);
    await waitFor(() => expect(document.title).toBe('(3条消息) 购物车 - ProcureMart'));
    await i18n.changeLanguage('en-US');
    setPageTitle('Cart');
    await waitFor(() => expect(document.title).toBe('(3 unread) Cart - ProcureMart'));
  });

  it('has no prefix without unread messages', async () => {
    unread(0);
    setPageTitle('购物车');
    renderWithApp(<UnreadTitle />);
    await waitFor(() => expect(mockedApi).toHaveBeenCalled());
    expect(document.title).toBe('购物车 - ProcureMart');
  });
});

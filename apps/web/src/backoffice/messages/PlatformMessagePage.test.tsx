// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickSave } from '../../test/actions';
import { operator, renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { default: PlatformMessagePage } = await import('./PlatformMessagePage');

const slow = { timeout: 10_000 };
const sent = {
  messageId: '31',
  title: '春节配送安排',
  titleEn: 'Spring Festival deliveries',
  body: '暂停配送',
  bodyEn: 'No deliveries',
  sentBy: '运营一号',
  createdAt: '2026-02-01T02:00:00.000Z',
};
const callsOf = (name: string) => api.mock.calls.filter(([call]) => call.name === name);

beforeEach(() => {
  api.mockImplementation(async (call: { name: string }) => {
    if (call.name === 'umc_queryPlatformMessages') return { rows: [sent], total: 1, pageNo: 1, pageSize: 10 };
    if (call.name === 'umc_sendPlatformMessage') return sent;
    if (call.name === 'umc_withdrawPlatformMessage') return { messageId: sent.messageId };
    return {};
  });
});
afterEach(() => {
  cleanup();
  api.mockReset();
});

const renderPage = () =>
  renderWithApp(<PlatformMessagePage />, { user: operator(['platformMessageManage']) });

describe('PlatformMessagePage', () => {
  it('sends a message in both languages only after the operator confirms', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('platform-message-send', {}, slow));
    const fill = async (label: string, value: string) =>
      fireEvent.change(await screen.findByLabelText(label, undefined, slow), { target: { value } });
    await fill('标题（中文）', sent.title);
    await fill('内容（中文）', sent.body);
    await fill('标题（英文）', sent.titleEn);
    await fill('内容（英文）', sent.bodyEn);
    await clickSave();
    expect(await screen.findAllByText('确定向所有人发送这条消息吗？', {}, slow)).not.toHaveLength(0);
    expect(callsOf('umc_sendPlatformMessage')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(callsOf('umc_sendPlatformMessage')).toHaveLength(1), slow);
    expect(callsOf('umc_sendPlatformMessage')[0][1]).toEqual({
      title: sent.title,
      titleEn: sent.titleEn,
      body: sent.body,
      bodyEn: sent.bodyEn,
    });
    expect(await screen.findByText('平台消息已发送', {}, slow)).toBeTruthy();
  }, 30_000);

  it('asks for the English title before anything is sent', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('platform-message-send', {}, slow));
    fireEvent.change(await screen.findByLabelText('标题（中文）', undefined, slow), {
      target: { value: sent.title },
    });
    await clickSave();
    await waitFor(
      () =>
        expect(
          document
            .querySelector('#titleEn')
            ?.closest('.ant-form-item')
            ?.querySelector('.ant-form-item-explain-error'),
        ).toBeTruthy(),
      slow,
    );
    expect(screen.queryByText('确定向所有人发送这条消息吗？')).toBeNull();
    expect(callsOf('umc_sendPlatformMessage')).toHaveLength(0);
  }, 30_000);

  it('withdraws a sent message after confirmation', async () => {
    renderPage();
    const row = (await screen.findByText(sent.title, {}, slow)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('撤回'));
    expect(await screen.findByText('确定撤回这条消息吗？', {}, slow)).toBeTruthy();
    expect(callsOf('umc_withdrawPlatformMessage')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(callsOf('umc_withdrawPlatformMessage')).toHaveLength(1), slow);
    expect(callsOf('umc_withdrawPlatformMessage')[0][1]).toEqual({ messageId: '31' });
  }, 30_000);
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackSlot } from './FeedbackSlot';
import { feedback } from './feedback';

describe('feedback loaded on demand', () => {
  afterEach(cleanup);

  it('shows a message asked for before its chunk is loaded, once the host mounts', async () => {
    render(<FeedbackSlot />);
    feedback.message.success('保存成功');
    expect(await screen.findByText('保存成功', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('opens a confirmation whose buttons work', async () => {
    render(<FeedbackSlot />);
    let confirmed = false;
    feedback.modal.confirm({
      title: '确定退出登录吗？',
      okText: '确定',
      onOk: () => {
        confirmed = true;
      },
    });
    expect(await screen.findByRole('dialog', {}, { timeout: 15_000 })).toBeTruthy();
    (await screen.findByRole('button', { name: '确 定' })).click();
    await expect.poll(() => confirmed).toBe(true);
  });
});

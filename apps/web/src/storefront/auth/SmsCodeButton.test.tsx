// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { loadDomainTexts } from '../../i18n/domain-texts';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { SmsCodeButton } = await import('./SmsCodeButton');

beforeEach(async () => {
  await loadDomainTexts('accounts');
  api.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const button = () => screen.getByTestId('send-sms-code') as HTMLButtonElement;

function renderButton(validate = () => Promise.resolve()) {
  renderWithApp(<SmsCodeButton purpose="signIn" mobile={() => ' 13800000001 '} validate={validate} />, {
    user: null,
  });
}

describe('the get-code button', () => {
  it('sends the code for the number and counts 60 s down before another', async () => {
    vi.useFakeTimers();
    api.mockResolvedValue({ resendAfterSeconds: 60 });
    renderButton();
    await act(async () => fireEvent.click(button()));
    expect(api.mock.calls[0]?.[1]).toEqual({ mobile: '13800000001', purpose: 'signIn' });
    expect(button().disabled).toBe(true);
    expect(button().textContent).toContain('60');
    for (let i = 0; i < 60; i += 1) await act(async () => vi.advanceTimersByTime(1000));
    expect(button().disabled).toBe(false);
    expect(button().textContent).toMatch(/获取验证码/);
  });

  it('counts down the wait the server names when a code was sent moments ago', async () => {
    api.mockRejectedValue(
      new ApiError({
        code: '8888',
        respDesc: '验证码已发送，请 42 秒后再获取',
        facts: { resendAfterSeconds: 42 },
      }),
    );
    renderButton();
    await act(async () => fireEvent.click(button()));
    expect(button().disabled).toBe(true);
    expect(button().textContent).toContain('42');
  });

  it('sends nothing while the number is not valid', async () => {
    renderButton(() => Promise.reject(new Error('invalid')));
    await act(async () => fireEvent.click(button()));
    expect(api).not.toHaveBeenCalled();
    expect(button().disabled).toBe(false);
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { loadDomainTexts } from '../../i18n/domain-texts';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

const { SmsCodeButton } = await import('./SmsCodeButton');
const { SmsLoginForm } = await import('./SmsLoginForm');

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

describe('the picture code of the SMS sign-in form', () => {
  const sends = () => api.mock.calls.filter(([c]) => c.name === 'umc_sendSmsCode');
  const pictures = () => api.mock.calls.filter(([c]) => c.name === 'umc_getCaptcha');

  it('is needed to ask for a code, goes along, and is replaced after each ask', async () => {
    api.mockImplementation(async (call: { name: string }) => {
      if (call.name === 'umc_getCaptcha')
        return {
          captchaId: `c${pictures().length}`,
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
          expiresInSeconds: 120,
        };
      if (sends().length === 1)
        throw new ApiError({
          code: '8888',
          respDesc: '图形验证码错误，请输入新的图形验证码',
          field: 'captchaCode',
        });
      return { resendAfterSeconds: 60 };
    });
    renderWithApp(<SmsLoginForm />, { user: null });
    await screen.findByTestId('captcha-image');
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
    await act(async () => fireEvent.click(button()));
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(sends()).toHaveLength(0);

    fireEvent.change(screen.getByTestId('captcha-code'), { target: { value: 'wxyz' } });
    await act(async () => fireEvent.click(button()));
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0]?.[1]).toEqual({
      mobile: '13800000001',
      purpose: 'signIn',
      captchaId: 'c1',
      captchaCode: 'wxyz',
    });
    expect(await screen.findByText('图形验证码错误，请输入新的图形验证码')).toBeTruthy();
    await waitFor(() => expect(pictures()).toHaveLength(2));
    expect(button().disabled).toBe(false);

    fireEvent.change(screen.getByTestId('captcha-code'), { target: { value: 'AB12' } });
    await act(async () => fireEvent.click(button()));
    await waitFor(() => expect(button().disabled).toBe(true));
    expect(sends()[1]?.[1]).toMatchObject({ captchaId: 'c2', captchaCode: 'AB12' });
    await waitFor(() => expect(pictures()).toHaveLength(3));
  });

  it('shows a spinner while a picture loads, a retry when it fails, and a new picture on click', async () => {
    let failNext = true;
    let answer: (() => void) | null = null;
    api.mockImplementation(async (call: { name: string }) => {
      if (call.name !== 'umc_getCaptcha') return null;
      if (failNext) {
        failNext = false;
        throw new ApiError({ code: '9999', respDesc: '服务暂不可用' });
      }
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return {
        captchaId: `c${pictures().length}`,
        image: `data:image/svg+xml;base64,${btoa(`<svg id="${pictures().length}"/>`)}`,
        expiresInSeconds: 120,
      };
    });
    renderWithApp(<SmsLoginForm />, { user: null });
    expect((await screen.findByTestId('captcha-failed')).textContent).toBe('加载失败，点击重试');
    fireEvent.click(screen.getByTestId('captcha-failed'));
    expect(await screen.findByTestId('captcha-loading')).toBeTruthy();
    await act(async () => answer?.());
    const first = await screen.findByTestId('captcha-image');
    expect(first.getAttribute('alt')).toBe('图形验证码');
    const src = first.getAttribute('src');

    fireEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    expect(await screen.findByTestId('captcha-loading')).toBeTruthy();
    await act(async () => answer?.());
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).not.toBe(src));
    expect(pictures()).toHaveLength(3);
  });
});

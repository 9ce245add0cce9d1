// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { loadDomainTexts } from '../../i18n/domain-texts';
import { renderWithApp } from '../../test/render';

const api = vi.hoisted(() => vi.fn());
const login = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));
vi.mock('../../app/session', async (importOriginal) => ({ ...(await importOriginal<object>()), login }));

const { LoginForm } = await import('./LoginForm');

const refusal = (captchaRequired: boolean) =>
  new ApiError({
    code: '8888',
    respDesc: '用户名或密码错误',
    facts: captchaRequired ? { captchaRequired: 1 } : undefined,
  });

async function tryOnce() {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'approver01' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Wrong#2026' } });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
  await screen.findByTestId('login-error');
}

beforeEach(async () => {
  await loadDomainTexts('accounts');
  api.mockReset();
  login.mockReset();
  api.mockImplementation(async (call: { name: string }) =>
    call.name === 'umc_getCaptcha'
      ? {
          captchaId: `c${api.mock.calls.length}`,
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
          expiresInSeconds: 120,
        }
      : null,
  );
  renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
    </Routes>,
    { user: null, path: '/login' },
  );
});
afterEach(cleanup);

describe('the picture verification code on the login form', () => {
  it('is not shown until the server asks for it, then sent with the next attempt', async () => {
    login.mockRejectedValueOnce(refusal(false));
    await tryOnce();
    expect(screen.queryByTestId('captcha-image')).toBeNull();

    login.mockRejectedValueOnce(refusal(true));
    await tryOnce();
    expect(await screen.findByTestId('captcha-image')).toBeTruthy();

    login.mockRejectedValueOnce(refusal(true));
    fireEvent.change(screen.getByTestId('captcha-code'), { target: { value: 'AB12' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(3));
    expect(login.mock.calls[2]?.[0]).toMatchObject({
      captchaCode: 'AB12',
      captchaId: expect.stringMatching(/^c/),
    });
    // A used picture is replaced by a new one.
    await waitFor(() => expect(api.mock.calls.filter(([c]) => c.name === 'umc_getCaptcha')).toHaveLength(2));
  });
});

// @vitest-environment happy-dom

import type { UserInfo } from '@procuremart/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { operator, purchaser } from '../test/render';

const api = vi.hoisted(() => vi.fn());
vi.mock('../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));
const modalError = vi.hoisted(() => vi.fn());
vi.mock('./feedback', async (importOriginal) => {
  const real = await importOriginal<typeof import('./feedback')>();
  return { ...real, feedback: { ...real.feedback, modal: { ...real.feedback.modal, error: modalError } } };
});

const { loadUser, sessionStore } = await import('./session');

/** The answers of a sign-in's four loads for this user and menu tree. */
const signIn = (userInfo: UserInfo, menus: unknown[]) =>
  api.mockImplementation(async (ref: { name: string }) => {
    if (ref.name === 'umc_getUserInfo') return userInfo;
    if (ref.name === 'umc_getUserMenus') return menus;
    if (ref.name === 'umc_getAllMenuCodes') return [];
    return { theme: null, locale: null };
  });

afterEach(() => {
  api.mockReset();
  modalError.mockReset();
});

describe('an empty menu list (SPEC §8)', () => {
  it('shows the modal titled "Error": the menu is not configured, contact the administrator', async () => {
    await i18n.changeLanguage('zh-CN');
    sessionStore.set((s) => ({ ...s, token: 'test-token' }));
    signIn(purchaser([]), []);
    await loadUser();
    expect(modalError).toHaveBeenCalledTimes(1);
    expect(modalError.mock.calls[0][0]).toMatchObject({ title: '错误', content: '菜单未配置，请联系管理员' });
  });

  it('shows nothing when the user has menus', async () => {
    sessionStore.set((s) => ({ ...s, token: 'test-token' }));
    const menus = [
      {
        menuId: '1',
        parentId: null,
        menuCode: 'accountCenter',
        menuName: '账户中心',
        menuNameEn: 'Account',
        icon: null,
        isVue: true,
        subMenus: [],
      },
    ];
    signIn(operator(['accountCenter']), menus);
    await loadUser();
    expect(modalError).not.toHaveBeenCalled();
  });
});

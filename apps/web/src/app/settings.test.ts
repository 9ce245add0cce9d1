// @vitest-environment happy-dom
import { savePreferences } from '@procuremart/contract/refs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { TOKEN_COOKIE, writeCookie } from './browser-storage';
import {
  applyUserPreferences,
  changeLocale,
  changeTheme,
  restoreVisitorSettings,
  settingsStore,
} from './settings';

const sent = vi.hoisted(() => [] as { name: string; input: unknown }[]);
vi.mock('../api/client', () => ({
  api: async (def: { name: string }, input: unknown) => {
    sent.push({ name: def.name, input });
    return { theme: null, locale: null };
  },
}));

beforeEach(() => {
  localStorage.clear();
  sent.length = 0;
  restoreVisitorSettings();
});

describe('theme and language', () => {
  it("a visitor's choice stays in this browser", () => {
    changeTheme('green');
    changeLocale('en-US');
    expect(localStorage.getItem('theme')).toBe('green');
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(sent).toEqual([]);
  });

  it("a user's choice goes with the account and does not change the visitor's", () => {
    changeTheme('green');
    applyUserPreferences('11', { theme: null, locale: null });
    changeTheme('red');
    changeLocale('en-US');
    expect(settingsStore.get()).toMatchObject({ theme: 'red', locale: 'en-US', userId: '11' });
    expect(i18n.language).toBe('en-US');
    expect(sent).toEqual([
      { name: savePreferences.name, input: { theme: 'red' } },
      { name: savePreferences.name, input: { locale: 'en-US' } },
    ]);
    expect(localStorage.getItem('theme')).toBe('green');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it("at login the user's own apply; at logout the visitor's come back", () => {
    changeTheme('orange');
    applyUserPreferences('7', { theme: 'red', locale: 'en-US' });
    expect(settingsStore.get()).toMatchObject({ theme: 'red', locale: 'en-US' });

    restoreVisitorSettings();
    expect(settingsStore.get()).toMatchObject({ theme: 'orange', locale: 'zh-CN', userId: null });
    expect(i18n.language).toBe('zh-CN');

    // Another user who never chose sees this browser's choice, not the previous user's.
    applyUserPreferences('8', { theme: null, locale: null });
    expect(settingsStore.get()).toMatchObject({ theme: 'orange', locale: 'zh-CN', userId: '8' });
  });

  it("a reload during the session starts with the user's theme, never after the session ended", async () => {
    writeCookie(TOKEN_COOKIE, 'token', 60);
    applyUserPreferences('7', { theme: 'red', locale: null });
    vi.resetModules();
    expect((await import('./settings')).settingsStore.get().theme).toBe('red');

    writeCookie(TOKEN_COOKIE, '', 0);
    vi.resetModules();
    expect((await import('./settings')).settingsStore.get().theme).toBe('darkBlue');
  });
});

import { THEME_NAMES, type ThemeName } from '@procuremart/contract';
import type { ThemeConfig } from 'antd';

export { THEME_NAMES, type ThemeName };
export const DEFAULT_THEME: ThemeName = 'darkBlue';
export const THEME_STORAGE_KEY = 'theme';

/** Primary colour of each theme (SPEC §2). */
export const themePrimary: Record<ThemeName, string> = {
  skyBlue: '#1890ff',
  darkBlue: '#0050b3',
  orange: '#fa8c16',
  red: '#f5222d',
  green: '#389e0d',
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/** This browser's own choice (a visitor's, or the one a user without a saved theme inherits). */
export function storedTheme(): ThemeName {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return isThemeName(stored) ? stored : DEFAULT_THEME;
}

export function antdThemeFor(name: ThemeName): ThemeConfig {
  const primary = themePrimary[name];
  return {
    // Info states (a Result's icon, an info message) follow the theme too, as they do antd's default blue.
    token: { colorPrimary: primary, colorLink: primary, colorInfo: primary, borderRadius: 6 },
    components: {
      Layout: {
        headerBg: '#ffffff',
        headerHeight: 56,
        headerPadding: '0 16px',
        siderBg: '#001529',
        bodyBg: '#f0f2f5',
      },
      Menu: { darkItemSelectedBg: primary, darkSubMenuItemBg: '#000c17' },
    },
  };
}

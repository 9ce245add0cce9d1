import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useLayoutEffect } from 'react';
import { HashRouter } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { AppRoutes } from './AppRoutes';
import { NavigatorBridge } from './bridges';
import { cspNonce } from './csp';
import { FeedbackSlot } from './FeedbackSlot';
import { UnreadTitle } from './layout/use-unread-count';
import { loadUser, sessionStore } from './session';
import { useSettings } from './settings';
import { antdThemeFor, themePrimary } from './theme';

const csp = { nonce: cspNonce() };

export function App() {
  const { locale, theme } = useSettings();

  // Plain elements (the storefront frame, error states) take the theme's colour from this variable.
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--pm-color-primary', themePrimary[theme]);
  }, [theme]);

  useEffect(() => {
    // A stored session is shown at once and refreshed from the server in the background.
    if (sessionStore.get().token) void loadUser().catch(() => undefined);
  }, []);

  return (
    <ConfigProvider csp={csp} locale={locale === 'en-US' ? enUS : zhCN} theme={antdThemeFor(theme)}>
      <QueryClientProvider client={queryClient}>
        {/* Synchronous location updates keep the tab strip and the address in step (no stale active tab). */}
        <HashRouter useTransitions={false}>
          <NavigatorBridge />
          <AppRoutes />
        </HashRouter>
        <UnreadTitle />
      </QueryClientProvider>
      <FeedbackSlot />
    </ConfigProvider>
  );
}

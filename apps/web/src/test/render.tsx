import type { UserInfo } from '@procuremart/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { refreshThrough } from '../api/entity-refresh';
import { FeedbackSlot } from '../app/FeedbackSlot';
import { sessionStore } from '../app/session';
import i18n from '../i18n';
import { loadAllDomainTexts } from '../i18n/domain-texts';

// Pages load their domain's texts with their route; tests render them directly, so load them all first.
await loadAllDomainTexts();
// The feedback host (message, notification, modal) is a lazy chunk; loading it once here keeps the first
// notice of a test from waiting on the import under a busy run.
await import('../app/FeedbackHost');

export const operator = (menuCodeList: string[] = ['brandManage', 'opsLogQuery']): UserInfo => ({
  userId: '9001',
  username: 'operator01',
  userName: '运营一号',
  isProfessionalOrgExt: 0,
  orgId: null,
  orgName: null,
  access: [],
  menuCodeList,
  timeZone: 'Asia/Shanghai',
});

export const purchaser = (menuCodeList: string[] = []): UserInfo => ({
  userId: '7001',
  username: 'purchaser01',
  userName: '采购一号',
  isProfessionalOrgExt: 1,
  orgId: '1',
  orgName: '华东智造集团有限公司',
  access: [],
  menuCodeList,
  timeZone: 'Asia/Shanghai',
});

export const supplier = (menuCodeList: string[] = []): UserInfo => ({
  userId: '3001',
  username: 'supplier01',
  userName: '王强',
  isProfessionalOrgExt: 2,
  orgId: '7',
  orgName: '京津办公用品供应有限公司',
  access: [],
  menuCodeList,
  timeZone: 'Asia/Shanghai',
});

/**
 * Renders with the providers the app uses: query client, i18n (zh-CN), a router, the feedback host; signed in
 * as `user`, or a visitor for `user: null`.
 */
export function renderWithApp(
  ui: ReactNode,
  { user = operator() as UserInfo | null, path = '/' }: { user?: UserInfo | null; path?: string } = {},
) {
  void i18n.changeLanguage('zh-CN');
  sessionStore.set((state) => ({ ...state, token: user ? 'test-token' : null, userInfo: user }));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  refreshThrough(queryClient);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <FeedbackSlot />
    </QueryClientProvider>,
  );
}

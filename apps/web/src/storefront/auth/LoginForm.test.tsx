// @vitest-environment happy-dom
import type { UserInfo } from '@procuremart/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { purchaser, renderWithApp } from '../../test/render';
import { addVisitorLines, visitorLines } from '../cart/visitor-cart';

const api = vi.hoisted(() => vi.fn());
const login = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));
vi.mock('../../app/session', async (importOriginal) => ({ ...(await importOriginal<object>()), login }));

const { LoginForm } = await import('./LoginForm');
const { mergeIdOf } = await import('../cart/visitor-cart-merge');

const supplier: UserInfo = {
  ...purchaser(),
  userId: '8001',
  username: 'supplier01',
  isProfessionalOrgExt: 2,
  orgId: null,
};
const mergeCalls = () => api.mock.calls.filter(([call]) => call.name === 'usc_mergeVisitorCart');

function Where() {
  const { pathname } = useLocation();
  return <div data-testid="where">{pathname}</div>;
}

async function signIn(user: UserInfo) {
  login.mockResolvedValue(user);
  renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { user: null, path: '/login?redirect=%2FplaceAnOrder%3Fsource%3Dcart' },
  );
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: user.username } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Procure#2026' } });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
  return screen.findByTestId('where');
}

beforeEach(() => {
  localStorage.clear();
  api.mockReset();
  addVisitorLines([{ skuId: '12', supplierShopId: '2', num: 1 }], 1);
  addVisitorLines([{ skuId: '11', supplierShopId: '2', num: 2 }], 2);
});
afterEach(cleanup);

describe('signing in with a visitor cart in the browser', () => {
  it('merges it into a purchaser’s cart before going back, and says what could not be merged', async () => {
    const lines = visitorLines();
    api.mockResolvedValue({
      mergedSkuIds: ['11'],
      refused: [
        { skuId: '12', supplierShopId: '2', reason: 'outOfStock', skuName: '售罄 胶带', skuNameEn: '' },
      ],
      totalNum: 4,
    });
    expect((await signIn(purchaser())).textContent).toBe('/placeAnOrder');
    expect(mergeCalls()).toHaveLength(1);
    expect(mergeCalls()[0]?.[1]).toEqual({
      mergeId: mergeIdOf(lines),
      lines: [
        { skuId: '11', supplierShopId: '2', num: 2, ticked: true },
        { skuId: '12', supplierShopId: '2', num: 1, ticked: true },
      ],
    });
    const notice = await screen.findByTestId('cart-merge-notice');
    expect(notice.textContent).toContain('已合并 1 种商品。');
    expect(notice.textContent).toContain('售罄 胶带: 已售罄');
    expect(visitorLines()).toEqual([]);
  });

  it('keeps the lines for the next sign-in when the merge fails', async () => {
    api.mockRejectedValue(new Error('offline'));
    await signIn(purchaser());
    expect(await screen.findByText('登录前加入的商品暂未合并到购物车，下次登录时会再次合并。')).toBeTruthy();
    expect(visitorLines()).toHaveLength(2);
  });

  it('leaves the browser cart untouched for a supplier', async () => {
    await signIn(supplier);
    expect(mergeCalls()).toHaveLength(0);
    expect(visitorLines()).toHaveLength(2);
  });
});

describe('the merge id', () => {
  it('is the same for the same browser cart and another for any change', () => {
    const lines = visitorLines();
    expect(mergeIdOf(lines)).toBe(mergeIdOf([...lines]));
    expect(mergeIdOf(lines)).toMatch(/^[0-9a-z]{14}$/);
    expect(mergeIdOf([{ ...lines[0], num: 3 } as never, lines[1] as never])).not.toBe(mergeIdOf(lines));
  });
});

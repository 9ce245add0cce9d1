// @vitest-environment happy-dom
import type { MenuNode } from '@procuremart/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { sessionStore } from '../session';
import { MenuSearchField } from './MenuSearchField';

const page = (menuCode: string, menuName: string, menuNameEn: string): MenuNode => ({
  menuId: menuCode,
  parentId: 'system',
  menuCode,
  menuName,
  menuNameEn,
  icon: null,
  isVue: true,
  subMenus: [],
});
const menus: MenuNode[] = [
  {
    ...page('system', '系统管理', 'System'),
    parentId: null,
    subMenus: [page('brandManage', '品牌管理', 'Brands'), page('opsLogQuery', '操作日志', 'Operation log')],
  },
];

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

afterEach(cleanup);

async function search(text: string) {
  let closed = false;
  renderWithApp(
    <>
      <MenuSearchField compact={false} onClose={() => (closed = true)} />
      <Address />
    </>,
    { path: '/index/memberCenter' },
  );
  sessionStore.set((state) => ({ ...state, menus }));
  const input = await screen.findByTestId('menu-search-input');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  return { closed: () => closed };
}

describe('menu search', () => {
  it('opens the only matching page on Enter', async () => {
    const field = await search('品牌');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/index/brandManage'));
    expect(field.closed()).toBe(true);
  });

  it('stays on the page when Enter is pressed with several matches or none', async () => {
    // "a": Brands and Operation log.
    await search('a');
    expect(screen.getByTestId('address').textContent).toBe('/index/memberCenter');
    cleanup();
    await search('zzz');
    expect(screen.getByTestId('address').textContent).toBe('/index/memberCenter');
  });
});

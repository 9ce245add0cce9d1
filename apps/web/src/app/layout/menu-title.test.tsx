// @vitest-environment happy-dom

import type { MenuNode } from '@procuremart/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { findRouteByName } from '../route-lookup';
import { routes } from '../routes';
import { sessionStore } from '../session';
import { Breadcrumbs } from './Breadcrumbs';

const node = (
  menuCode: string,
  menuName: string,
  menuNameEn: string,
  subMenus: MenuNode[] = [],
): MenuNode => ({
  menuId: menuCode,
  parentId: null,
  menuCode,
  menuName,
  menuNameEn,
  icon: null,
  isVue: true,
  subMenus,
});

afterEach(() => {
  cleanup();
  sessionStore.set((s) => ({ ...s, menus: [] }));
});

describe('titles of a renamed menu', () => {
  it('read in the breadcrumbs as the operators published them, the manifest title elsewhere', async () => {
    const entry = findRouteByName(routes, 'brandManage');
    if (!entry) throw new Error('brandManage is not routed');
    renderWithApp(<Breadcrumbs entry={entry} />);
    sessionStore.set((s) => ({
      ...s,
      menus: [
        node('commodityCenter', '商品中心', 'Commodities', [node('brandManage', '品牌库', 'Brand library')]),
      ],
    }));
    expect(await screen.findByText('品牌库')).toBeTruthy();
    expect(screen.queryByText('品牌管理')).toBeNull();
  });
});

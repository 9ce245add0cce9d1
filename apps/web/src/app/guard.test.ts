import { describe, expect, it } from 'vitest';
import { decideNavigation, safeRedirect } from './guard';
import type { RouteEntry } from './route-types';

const page = (name: string, flags: Partial<RouteEntry> = {}): RouteEntry => ({
  name,
  path: `/index/${name}`,
  titleKey: `menu.${name}`,
  layout: 'backoffice',
  ...flags,
});

const operator = {
  hasToken: true,
  allMenuCodes: ['brandManage', 'opsLogQuery', 'accountInfo'],
  menuCodeList: ['brandManage', 'accountInfo'],
};

describe('navigation guard', () => {
  it('sends a visitor without a token to login with the encoded current address', () => {
    const decision = decideNavigation(
      page('brandManage'),
      { hasToken: false, allMenuCodes: null, menuCodeList: null },
      '/index/brandManage?x=1',
    );
    expect(decision).toEqual({ type: 'login', to: '/login?redirect=%2Findex%2FbrandManage%3Fx%3D1' });
  });

  it('lets anyone open public and noAuth pages', () => {
    const anonymous = { hasToken: false, allMenuCodes: null, menuCodeList: null };
    expect(decideNavigation(page('shopping', { public: true }), anonymous, '/')).toEqual({ type: 'allow' });
    expect(decideNavigation(page('login', { noAuth: true }), anonymous, '/login')).toEqual({ type: 'allow' });
  });

  it('shows 404 for a menu route the user is not entitled to', () => {
    expect(decideNavigation(page('opsLogQuery'), operator, '/index/opsLogQuery')).toEqual({
      type: 'notFound',
    });
  });

  it('opens a menu route the user holds', () => {
    expect(decideNavigation(page('brandManage'), operator, '/index/brandManage')).toEqual({ type: 'allow' });
  });

  it('lets a logged-in user open routes that are not menu codes, such as my home', () => {
    expect(decideNavigation(page('memberCenter'), operator, '/index/memberCenter')).toEqual({
      type: 'allow',
    });
  });

  it('waits while the menu codes are still loading', () => {
    const loading = { hasToken: true, allMenuCodes: null, menuCodeList: null };
    expect(decideNavigation(page('brandManage'), loading, '/index/brandManage')).toEqual({ type: 'wait' });
  });

  it('follows only in-app redirects after login', () => {
    expect(safeRedirect('/index/brandManage', '/index/memberCenter')).toBe('/index/brandManage');
    expect(safeRedirect('//evil.example', '/home')).toBe('/home');
    expect(safeRedirect('https://evil.example', '/home')).toBe('/home');
    expect(safeRedirect('/login?redirect=%2F', '/home')).toBe('/home');
    expect(safeRedirect(null, '/home')).toBe('/home');
  });
});

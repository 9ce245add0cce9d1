import { describe, expect, it } from 'vitest';
import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  openTab,
  restoreTabs,
  type Tab,
  type TabsState,
  withHomeTab,
} from './tab-model';

const tab = (name: string, extra: Partial<Tab> = {}): Tab => ({
  name,
  path: `/index/${name}`,
  fullPath: `/index/${name}`,
  params: {},
  query: {},
  titleKey: `menu.${name}`,
  closable: name !== 'home',
  cache: true,
  ...extra,
});

const names = (state: TabsState | Tab[]) => ('tabs' in state ? state.tabs : state).map((t) => t.name);
const strip = (...list: string[]): TabsState => ({
  tabs: list.map((n) => tab(n)),
  activeName: list[list.length - 1],
});

describe('opening tabs', () => {
  it('adds a route that is not open yet at the end', () => {
    expect(names(openTab([tab('home'), tab('a')], tab('b')))).toEqual(['home', 'a', 'b']);
  });

  it('updates an open route in place instead of adding a duplicate', () => {
    const tabs = openTab(
      [tab('home'), tab('a'), tab('b')],
      tab('a', { fullPath: '/index/a?page=2', query: { page: '2' } }),
    );
    expect(names(tabs)).toEqual(['home', 'a', 'b']);
    expect(tabs[1].fullPath).toBe('/index/a?page=2');
    expect(tabs[1].query).toEqual({ page: '2' });
  });
});

describe('closing one tab', () => {
  it('moves to the next tab when the current one was not last', () => {
    const state = { tabs: strip('home', 'a', 'b', 'c').tabs, activeName: 'b' };
    expect(closeTab(state, 'b')).toEqual({ tabs: [tab('home'), tab('a'), tab('c')], activeName: 'c' });
  });

  it('moves to the previous tab when the current one was last', () => {
    const state = strip('home', 'a', 'b');
    expect(closeTab(state, 'b').activeName).toBe('a');
  });

  it('keeps the active tab when another tab is closed', () => {
    const state = { tabs: strip('home', 'a', 'b').tabs, activeName: 'a' };
    const next = closeTab(state, 'b');
    expect(next.activeName).toBe('a');
    expect(names(next)).toEqual(['home', 'a']);
  });

  it('never closes the home tab', () => {
    const state = { tabs: strip('home', 'a').tabs, activeName: 'home' };
    expect(closeTab(state, 'home')).toBe(state);
  });
});

describe('closing several tabs', () => {
  const state = { tabs: strip('home', 'a', 'b', 'c', 'd').tabs, activeName: 'b' };

  it('closes the tabs to the left, keeping home', () => {
    expect(names(closeLeft(state, 'c'))).toEqual(['home', 'c', 'd']);
    expect(closeLeft(state, 'c').activeName).toBe('c');
  });

  it('closes the tabs to the right', () => {
    const next = closeRight(state, 'c');
    expect(names(next)).toEqual(['home', 'a', 'b', 'c']);
    expect(next.activeName).toBe('b');
  });

  it('closes the others and activates the kept one', () => {
    expect(closeOthers(state, 'c')).toEqual({ tabs: [tab('home'), tab('c')], activeName: 'c' });
  });

  it('closes all and returns to home', () => {
    expect(closeAll(state, 'home')).toEqual({ tabs: [tab('home')], activeName: 'home' });
  });
});

describe('restoring tabs at login', () => {
  const known: Record<string, Tab> = { home: tab('home'), a: tab('a'), b: tab('b', { cache: false }) };
  const describeTab = (name: string) => known[name] ?? null;

  it('keeps routes the user may still open, with their addresses, home first', () => {
    const saved = [
      tab('a', { fullPath: '/index/a?q=1', query: { q: '1' } }),
      tab('home'),
      tab('b', { cache: true }),
    ];
    const restored = restoreTabs(saved, describeTab, tab('home'));
    expect(names(restored)).toEqual(['home', 'a', 'b']);
    expect(restored[1].fullPath).toBe('/index/a?q=1');
    expect(restored[2].cache).toBe(false);
  });

  it('drops routes the user no longer has, duplicates and garbage', () => {
    const saved = [tab('gone'), tab('a'), tab('a'), { name: 42 }, 'x', null];
    expect(names(restoreTabs(saved, describeTab, tab('home')))).toEqual(['home', 'a']);
  });

  it('starts with only home when nothing valid was saved', () => {
    expect(names(restoreTabs('not a list', describeTab, tab('home')))).toEqual(['home']);
  });

  it('puts home first and makes it not closable', () => {
    const tabs = withHomeTab([tab('a'), tab('home', { closable: true })], tab('home'));
    expect(names(tabs)).toEqual(['home', 'a']);
    expect(tabs[0].closable).toBe(false);
  });
});

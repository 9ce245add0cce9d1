import { BACK_OFFICE_PREFIX, type MenuNode } from '@procuremart/contract';
import { Menu, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SessionKey } from '../browser-storage';
import { manifestChain } from '../manifest-chain';
import { findRouteByName } from '../route-lookup';
import { HOME_ROUTE } from '../route-paths';
import { routes } from '../routes';
import { groupIcon, menuIcon } from './menu-icons';
import { menuChain } from './menu-model';
import { menuTitle } from './menu-title';
import { useVisibleMenus } from './use-visible-menus';

type MenuItem = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[], t: TFunction): MenuItem[] {
  return nodes.map((node) => ({
    key: node.menuCode,
    icon: node.parentId === null ? groupIcon(node.menuCode, node.icon) : undefined,
    label: menuTitle(t, node),
    children: node.subMenus.length > 0 ? toItems(node.subMenus, t) : undefined,
  }));
}

/** Path of a menu page: its registry route, else its /index/<code> address. */
export function pathOfMenuCode(code: string): string {
  return findRouteByName(routes, code)?.path ?? `${BACK_OFFICE_PREFIX}/${code}`;
}

/** The menu entry a page lights up: itself, or for a hidden page (a detail page) its nearest shown parent. */
function menuNameOf(name: string): string {
  const shown = manifestChain(name).filter((n) => findRouteByName(routes, n)?.hidden !== true);
  return findRouteByName(routes, name)?.hidden === true ? (shown[shown.length - 1] ?? name) : name;
}

/** The side menu from umc_getUserMenus, in the current language, with "my home" first. */
export function SideMenu({
  activeName,
  collapsed,
  onNavigate,
}: {
  activeName: string;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useVisibleMenus();
  const selectedName = menuNameOf(activeName);
  const chain = useMemo(() => menuChain(menus, selectedName).map((n) => n.menuCode), [menus, selectedName]);
  // SPEC §4: the first top menu is open on load; the active page's group opens as pages change.
  const [openKeys, setOpenKeys] = useState<string[]>(() =>
    chain.length > 1 ? chain.slice(0, -1) : menus.slice(0, 1).map((m) => m.menuCode),
  );

  useEffect(() => {
    if (chain.length > 1) setOpenKeys((keys) => Array.from(new Set([...keys, ...chain.slice(0, -1)])));
  }, [chain]);

  useEffect(() => {
    sessionStorage.setItem(SessionKey.activeName, activeName);
  }, [activeName]);

  const items: MenuItem[] = [
    { key: HOME_ROUTE, icon: menuIcon('home'), label: t('menu.memberCenter') },
    ...toItems(menus, t),
  ];

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[selectedName]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        navigate(pathOfMenuCode(key));
        onNavigate?.();
      }}
    />
  );
}

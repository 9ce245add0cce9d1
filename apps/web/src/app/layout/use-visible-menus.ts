import type { MenuNode } from '@procuremart/contract';
import { useMemo } from 'react';
import { findRouteByName } from '../route-lookup';
import { routes } from '../routes';
import { useSession } from '../session';
import { withoutHidden } from './menu-model';

const isHiddenRoute = (code: string) => findRouteByName(routes, code)?.hidden === true;

/** The user's menu without the pages the registry flags hidden (detail pages and the like). */
export function useVisibleMenus(): MenuNode[] {
  const { menus } = useSession();
  return useMemo(() => withoutHidden(menus, isHiddenRoute), [menus]);
}

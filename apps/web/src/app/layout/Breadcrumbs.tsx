import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HOME_PATH, HOME_ROUTE } from '../route-paths';
import type { RouteEntry } from '../route-types';
import { useSession } from '../session';
import { menuChain, menuLabel } from './menu-model';

/** Breadcrumbs from the menu chain of the current page (menuLeval); pages outside the menu show their title. */
export function Breadcrumbs({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useTranslation();
  const { menus } = useSession();
  const chain = menuChain(menus, entry.name);
  const trail = chain.length > 0 ? chain.map((node) => menuLabel(node, i18n.language)) : [t(entry.titleKey)];
  const home = {
    title: (
      <Link to={HOME_PATH} aria-label={t('menu.memberCenter')}>
        <HomeOutlined />
      </Link>
    ),
  };
  const items =
    entry.name === HOME_ROUTE
      ? [{ title: t('menu.memberCenter') }]
      : [home, ...trail.map((title) => ({ title }))];
  return <Breadcrumb items={items} className="pm-breadcrumb" />;
}

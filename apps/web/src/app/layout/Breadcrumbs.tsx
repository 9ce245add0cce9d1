import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { menuTitleKey } from '../../i18n/manifest-texts';
import { manifestChain } from '../manifest-chain';
import { HOME_PATH, HOME_ROUTE } from '../route-paths';
import type { RouteEntry } from '../route-types';
import { usePublishedTitle } from './menu-title';

/**
 * Breadcrumbs from the manifest: the page's menu group, its parent pages (a detail page under its list) and
 * itself, titled as the user's menu names them (else as the manifests say); pages outside the manifests show their
 * own title.
 */
export function Breadcrumbs({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  const published = usePublishedTitle();
  const chain = manifestChain(entry.name);
  const trail =
    chain.length > 0 ? chain.map((name) => published(name, t(menuTitleKey(name)))) : [t(entry.titleKey)];
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

import { Layout } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadContractTexts } from '../../i18n/contract-texts';
import NotFound from '../exceptions/NotFound';
import type { RouteMatch } from '../route-lookup';
import { HOME_PATH } from '../route-paths';
import type { RouteEntry } from '../route-types';
import { TabBar } from '../tabs/TabBar';
import { TabWorkspace } from '../tabs/TabWorkspace';
import { useViewport } from '../viewport';
import { HeaderBar } from './HeaderBar';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';

// Phones only: desktops and tablets never download the drawer.
const MobileMenuDrawer = lazy(() =>
  import('./MobileMenuDrawer').then((module) => ({ default: module.MobileMenuDrawer })),
);

/**
 * The Ant Design Pro style back office: side menu (a drawer on phones, collapsed on tablets), header,
 * tab strip and the tab workspace. `denied` shows the 404 page in place, keeping the open tabs alive.
 */
const NOT_FOUND_ENTRY: RouteEntry = {
  name: 'notFound',
  path: '*',
  titleKey: 'menu.error404',
  layout: 'backoffice',
};

export function BackOfficeLayout({ match, denied }: { match: RouteMatch; denied: boolean }) {
  const viewport = useViewport();
  const [collapsed, setCollapsed] = useState(viewport !== 'desktop');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const activeName = match.entry.name;

  useEffect(() => setCollapsed(viewport !== 'desktop'), [viewport]);
  // The contract's message texts every other page waits for: fetched once the home page is up.
  useEffect(() => {
    const idle = window.setTimeout(() => void loadContractTexts().catch(() => undefined), 1_000);
    return () => window.clearTimeout(idle);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes
  useEffect(() => setDrawerOpen(false), [activeName]);

  const mobile = viewport === 'mobile';
  return (
    <Layout className="pm-shell" data-viewport={viewport}>
      {mobile ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer activeName={activeName} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : (
        <Layout.Sider
          className="pm-sider"
          width={220}
          collapsedWidth={64}
          collapsible
          collapsed={collapsed}
          trigger={null}
        >
          <div className="pm-sider-logo">
            <Logo light compact={collapsed} to={HOME_PATH} />
          </div>
          <SideMenu activeName={activeName} collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout className="pm-main">
        <HeaderBar
          // A refused page is not named in the breadcrumb: the user sees the 404 page's own title.
          entry={denied ? NOT_FOUND_ENTRY : match.entry}
          viewport={viewport}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((value) => !value)}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
        <TabBar activeName={denied ? '' : activeName} />
        <Layout.Content className="pm-content">
          {denied && <NotFound />}
          <TabWorkspace match={match} denied={denied} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

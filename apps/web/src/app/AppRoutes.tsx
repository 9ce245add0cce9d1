import { lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { setCurrentRouteName } from './current-route';
import { decideNavigation } from './guard';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoading } from './PageLoading';
import { usePageTitle } from './page-title';
import { RouteMatchContext } from './route-context';
import { layoutOf, matchRoute, type RouteMatch } from './route-lookup';
import { routes } from './routes';
import { useSession } from './session';
import { StatusMessage } from './ui/StatusMessage';

// The two frames load with their first page, so that the storefront's first load carries no back-office code
// (menus, tabs workspace, resources) and the back office none of the storefront's header and search.
// Back-office pages wait for the contract's message texts themselves (withDomainTexts); the frame and the
// home page show none, so the first load of /index goes without them.
const BackOfficeLayout = lazy(() =>
  import('./layout/BackOfficeLayout').then((module) => ({ default: module.BackOfficeLayout })),
);
const NotFound = lazy(() => import('./exceptions/NotFound'));
const StorefrontLayout = lazy(() =>
  import('../storefront/StorefrontLayout').then((module) => ({ default: module.StorefrontLayout })),
);

/** A frame that is still loading shows the full-screen spinner; one that failed to load, the retry page. */
function LazyFrame({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading fullScreen />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

function StandalonePage({ match }: { match: RouteMatch }) {
  const Page = match.entry.component;
  if (!Page) return null;
  return (
    <RouteMatchContext.Provider value={match}>
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading fullScreen />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    </RouteMatchContext.Provider>
  );
}

function LoadFailed() {
  const { t } = useTranslation();
  const { loadUser } = useSession();
  return (
    <StatusMessage
      kind="error"
      title={t('layout.pageError')}
      subtitle={t('errors.500')}
      actions={
        <button
          type="button"
          className="pm-btn pm-btn-primary"
          onClick={() => void loadUser().catch(() => undefined)}
        >
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** Matches the address against the route registry, applies the SPEC §4 guard and picks the layout. */
export function AppRoutes() {
  const location = useLocation();
  const session = useSession();
  const match = matchRoute(routes, location.pathname) ?? matchRoute(routes, '/404');
  if (!match) throw new Error('the route registry has no 404 page');
  const address = `${location.pathname}${location.search}`;
  const decision = decideNavigation(
    match.entry,
    {
      hasToken: Boolean(session.token),
      allMenuCodes: session.allMenuCodes,
      menuCodeList: session.userInfo?.menuCodeList ?? null,
    },
    address,
  );

  // Layout effects run before the pages' effects, so their first calls already carry this `pn`.
  useLayoutEffect(() => setCurrentRouteName(match.entry.name), [match.entry.name]);
  usePageTitle(decision.type === 'notFound' ? 'menu.error404' : match.entry.titleKey);

  if (decision.type === 'login') return <Navigate to={decision.to} replace />;
  if (decision.type === 'wait') return session.loadFailed ? <LoadFailed /> : <PageLoading fullScreen />;
  if (match.entry.redirect) return <Navigate to={match.entry.redirect} replace />;

  const layout = layoutOf(match.entry, Boolean(session.token));
  if (layout === 'backoffice') {
    return (
      <LazyFrame key="backoffice">
        <BackOfficeLayout match={match} denied={decision.type === 'notFound'} />
      </LazyFrame>
    );
  }
  if (decision.type === 'notFound') {
    return (
      <LazyFrame key="notFound">
        <NotFound />
      </LazyFrame>
    );
  }
  if (layout === 'storefront') {
    return (
      <LazyFrame key="storefront">
        <StorefrontLayout>
          <StandalonePage match={match} />
        </StorefrontLayout>
      </LazyFrame>
    );
  }
  return <StandalonePage match={match} />;
}

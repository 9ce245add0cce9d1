import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../../app/layout/Logo';
import type { Viewport } from '../../app/viewport';
import { useCartAudience } from '../cart/cart-audience';
import { CategoryDropdown } from '../category/CategoryDropdown';
import { HotWordLinks } from '../search/HotWordLinks';
import { SearchBox } from '../search/SearchBox';
import { useHotWords } from '../search/search-queries';
import { CartLink } from './CartLink';

// Phones only: larger screens never download the drawer and its menu.
const CategoryDrawer = lazy(() =>
  import('../category/CategoryDrawer').then((module) => ({ default: module.CategoryDrawer })),
);

/** Logo, the wide search box (hot words under it when hot search is on), the cart, and the category bar. */
export function StoreHeader({ viewport }: { viewport: Viewport }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { words, settings } = useHotWords();
  const mobile = viewport === 'mobile';
  const onHome = location.pathname === '/';
  // Quick order is for buyers: purchasers, and visitors who paste a list (SPEC §2).
  const { audience } = useCartAudience();
  const buyer = audience === 'purchaser' || audience === 'visitor';

  return (
    <>
      <header className="pm-store-header pm-mall-header">
        <div className="pm-store-inner pm-mall-header-inner">
          <div className="pm-mall-brand">
            <Logo />
            {viewport === 'desktop' && <span className="pm-store-tagline">{t('common.appNameLocal')}</span>}
          </div>
          <div className="pm-mall-search">
            <SearchBox />
            {settings.hotSearch && words.length > 0 && <HotWordLinks words={words} />}
          </div>
          {!mobile && <CartLink prominent />}
        </div>
      </header>
      <div className="pm-mall-nav">
        <div className="pm-store-inner pm-mall-nav-inner">
          {mobile ? (
            <Suspense fallback={null}>
              <CategoryDrawer />
            </Suspense>
          ) : (
            <CategoryDropdown pinned={onHome} />
          )}
          <NavLink to="/" end className="pm-mall-nav-link">
            {t('mall.nav.home')}
          </NavLink>
          <NavLink to="/list" className="pm-mall-nav-link">
            {t('mall.nav.allGoods')}
          </NavLink>
          <NavLink to="/shopList" className="pm-mall-nav-link" data-testid="nav-shops">
            {t('mall.nav.shops')}
          </NavLink>
          {buyer && (
            <NavLink to="/fastOrder" className="pm-mall-nav-link" data-testid="nav-fast-order">
              {t('fastOrder.entry')}
            </NavLink>
          )}
        </div>
      </div>
    </>
  );
}

import { allPages } from '@procuremart/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useViewport } from '../app/viewport';
import { menuTitleKey } from '../i18n/manifest-texts';
import { StoreHeader } from './layout/StoreHeader';
import { TopBar } from './layout/TopBar';
import './storefront.css';
import './layout/layout.css';

/** The storefront pages the domains' manifests link from the footer (`footer: true`), in manifest order. */
const footerPages = allPages.filter((page) => page.kind === 'public' && page.footer);

/** Storefront frame: the top bar, the header with search and categories, the page and a footer. */
export function StorefrontLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const viewport = useViewport();
  return (
    <div className="pm-store" data-viewport={viewport}>
      <TopBar compact={viewport === 'mobile'} />
      <StoreHeader viewport={viewport} />
      <main className="pm-store-content">{children}</main>
      <footer className="pm-store-footer">
        <nav className="pm-store-footer-links">
          <Link to="/messageList" data-testid="store-messages">
            {t('shop.messages')}
          </Link>
          {footerPages.map((page) => (
            <Link key={page.name} to={page.path} data-testid={`store-footer-${page.name}`}>
              {t(menuTitleKey(page.name))}
            </Link>
          ))}
        </nav>
        {t('shop.footer')}
      </footer>
    </div>
  );
}

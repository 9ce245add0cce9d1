import { MenuOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CategoryPanel } from './CategoryPanel';
import { useCategoryTree } from './use-category-tree';

/**
 * "All categories" in the navigation bar. On the home page the panel sits open beside the carousel, so
 * the title only marks its column; elsewhere hovering (or clicking) the title opens the panel below it.
 */
export function CategoryDropdown({ pinned }: { pinned: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const tree = useCategoryTree();
  const [open, setOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel closes whenever the page changes
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const show = !pinned && open && (tree.data?.length ?? 0) > 0;
  return (
    <div
      className="pm-category-dropdown"
      onMouseEnter={() => !pinned && setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className="pm-category-title"
        aria-expanded={pinned || open}
        data-testid="category-menu"
        onClick={() => !pinned && setOpen((value) => !value)}
      >
        <MenuOutlined /> {t('mall.category.all')}
      </button>
      {show && (
        <div className="pm-category-dropdown-body">
          <CategoryPanel categories={tree.data ?? []} onNavigate={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}

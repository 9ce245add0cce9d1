import { getHomeContent } from '@procuremart/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useViewport } from '../app/viewport';
import { CategoryPanel } from './category/CategoryPanel';
import { useCategoryTree } from './category/use-category-tree';
import { LoadError } from './common/LoadError';
import { GoodsGridSkeleton } from './goods/GoodsGrid';
import { GoodsFloor } from './home/GoodsFloor';
import { HomeCarousel } from './home/HomeCarousel';
import { HomeHero } from './home/HomeHero';
import { HomeWelcome } from './home/HomeWelcome';
import { contentKeys } from './home/keys';
import { MobileCategories } from './home/MobileCategories';
import './home/home.css';

/** The shopping home: categories beside the carousel, then one goods floor per top category and per group shown as a floor. */
export default function ShoppingLandingPage() {
  const viewport = useViewport();
  const tree = useCategoryTree();
  const home = useQuery({
    queryKey: contentKeys.home(),
    queryFn: () => api(getHomeContent, {}, { notify: false }),
  });
  const categories = tree.data ?? [];

  return (
    <div className="pm-store-page pm-home" data-testid="shopping-home">
      <div className="pm-store-inner pm-home-top">
        {viewport !== 'mobile' && (
          <div className="pm-home-categories">
            <CategoryPanel categories={categories} />
          </div>
        )}
        <div className="pm-home-banner">
          {home.data?.carousel.length ? (
            <HomeCarousel slides={home.data.carousel} />
          ) : home.data || home.isError ? (
            <HomeHero />
          ) : (
            <div className="pm-home-banner-skeleton pm-skeleton-block" />
          )}
        </div>
        {viewport === 'desktop' && <HomeWelcome />}
      </div>
      {viewport === 'mobile' && categories.length > 0 && (
        <div className="pm-store-inner">
          <MobileCategories categories={categories} />
        </div>
      )}
      <div className="pm-store-inner">
        {home.isError ? (
          <LoadError error={home.error} onRetry={() => void home.refetch()} />
        ) : home.data ? (
          [...home.data.floors, ...(home.data.groupFloors ?? [])]
            .filter((floor) => floor.goods.length > 0)
            .map((floor, index) => (
              <GoodsFloor
                key={'categoryId' in floor ? floor.categoryId : `group-${floor.groupId}`}
                floor={floor}
                index={index}
              />
            ))
        ) : (
          <section className="pm-floor">
            <GoodsGridSkeleton />
          </section>
        )}
      </div>
    </div>
  );
}

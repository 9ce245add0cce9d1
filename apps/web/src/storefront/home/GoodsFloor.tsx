import { RightOutlined } from '@ant-design/icons';
import type { CallOutput, getHomeContent } from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';
import { GoodsGrid } from '../goods/GoodsGrid';
import { listHref } from '../list/list-query';

type Content = CallOutput<typeof getHomeContent>;
type Floor = Content['floors'][number] | Content['groupFloors'][number];

/** One floor of the home page: a top category's goods with a "more" link to all of them, or a group's goods. */
export function GoodsFloor({ floor, index }: { floor: Floor; index: number }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const more =
    'categoryId' in floor
      ? floor.frontCategoryId
        ? listHref({ fc: floor.frontCategoryId })
        : listHref({ categoryId: floor.categoryId })
      : null;
  return (
    <section className="pm-floor" data-testid="home-floor">
      <header className="pm-floor-head">
        <h2>
          <span className="pm-floor-no">{index + 1}F</span>
          {nameOf(floor.name, floor.nameEn)}
        </h2>
        {more && (
          <Link to={more} data-testid="floor-more">
            {t('mall.home.more')} <RightOutlined />
          </Link>
        )}
      </header>
      <GoodsGrid goods={floor.goods} />
    </section>
  );
}

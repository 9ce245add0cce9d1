import type { CallOutput, getShopInfo } from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';
import { shopGoodsHref } from './shop-query';

type Categories = CallOutput<typeof getShopInfo>['categories'];

/** The shop's categories with their goods counts; the current one is marked. */
export function ShopCategories({
  shopId,
  categories,
  current,
}: {
  shopId: string;
  categories: Categories;
  current?: string;
}) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return (
    <nav className="pm-shop-categories" data-testid="shop-categories">
      <h3>{t('mallShop.categories')}</h3>
      <Link to={shopGoodsHref({ shopId })} className={current ? undefined : 'is-active'}>
        {t('mallShop.allGoods')}
      </Link>
      {categories.map((category) => (
        <Link
          key={category.categoryId}
          to={shopGoodsHref({ shopId, categoryId: category.categoryId })}
          className={current === category.categoryId ? 'is-active' : undefined}
        >
          {nameOf(category.name, category.nameEn)} <em>({category.count})</em>
        </Link>
      ))}
    </nav>
  );
}

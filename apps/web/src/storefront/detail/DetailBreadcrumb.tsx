import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';
import { listHref } from '../list/list-query';
import type { SkuDetail } from './detail-types';

/**
 * Home › the SKU's storefront navigation path (each opening its goods, the category named in the list's
 * filter) › the SKU; the catalogue path only when no navigation entry lists the SKU.
 */
export function DetailBreadcrumb({ detail }: { detail: SkuDetail }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const front = detail.frontCategoryPath.length > 0;
  const path = front ? detail.frontCategoryPath : detail.categoryPath;
  return (
    <Breadcrumb
      className="pm-detail-breadcrumb"
      data-testid="detail-breadcrumb"
      items={[
        { key: 'home', title: <Link to="/">{t('mall.nav.home')}</Link> },
        ...path.map((category) => ({
          key: category.categoryId,
          title: (
            <Link to={listHref(front ? { fc: category.categoryId } : { categoryId: category.categoryId })}>
              {nameOf(category.name, category.nameEn)}
            </Link>
          ),
        })),
        {
          key: 'sku',
          title: <span className="pm-breadcrumb-current">{nameOf(detail.skuName, detail.skuNameEn)}</span>,
        },
      ]}
    />
  );
}

import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listHref } from '../list/list-query';
import { useLocalName } from '../local-name';
import type { SkuDetail } from './detail-types';

/** Home › the SKU's category path (each opening its goods) › the SKU. */
export function DetailBreadcrumb({ detail }: { detail: SkuDetail }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return (
    <Breadcrumb
      className="pm-detail-breadcrumb"
      data-testid="detail-breadcrumb"
      items={[
        { key: 'home', title: <Link to="/">{t('mall.nav.home')}</Link> },
        ...detail.categoryPath.map((category) => ({
          key: category.categoryId,
          title: (
            <Link to={listHref({ categoryId: category.categoryId })}>
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

import type { CategoryNode } from '@procuremart/contract';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';
import { findCategoryPath } from '../category/category-tree';
import { type ListQuery, listHref } from './list-query';

/** Where the result sits: all goods › the navigation category path › the keyword. */
export function ListHeading({ query, tree }: { query: ListQuery; tree: readonly CategoryNode[] }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const path = query.fc ? findCategoryPath(tree, query.fc) : [];
  const items = [
    { key: 'all', title: <Link to={listHref()}>{t('mall.nav.allGoods')}</Link> },
    ...path.map((node) => ({
      key: node.categoryId,
      title: <Link to={listHref({ fc: node.categoryId })}>{nameOf(node.name, node.nameEn)}</Link>,
    })),
    ...(query.keyword ? [{ key: 'keyword', title: `“${query.keyword}”` }] : []),
  ];
  return <Breadcrumb className="pm-list-heading" items={items} data-testid="list-heading" />;
}

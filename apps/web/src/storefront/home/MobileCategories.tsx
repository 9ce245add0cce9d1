import type { CategoryNode } from '@procuremart/contract';
import { Link } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';
import { listHref } from '../list/list-query';

/** Phones: the top categories as a row of shortcuts under the carousel. */
export function MobileCategories({ categories }: { categories: readonly CategoryNode[] }) {
  const nameOf = useLocalName();
  return (
    <nav className="pm-mobile-categories">
      {categories.map((node) => (
        <Link key={node.categoryId} to={listHref({ fc: node.categoryId })}>
          {nameOf(node.name, node.nameEn)}
        </Link>
      ))}
    </nav>
  );
}

import { RightOutlined } from '@ant-design/icons';
import type { CategoryNode } from '@procuremart/contract';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLocalName } from '../../i18n/local-name';
import { listHref } from '../list/list-query';

const categoryHref = (node: CategoryNode) => listHref({ fc: node.categoryId });

/**
 * Three-level category navigation: a column of top categories; hovering one opens a flyout with its second
 * level as headings and the third level as links beside each. Every level opens its results.
 */
export function CategoryPanel({
  categories,
  onNavigate,
}: {
  categories: readonly CategoryNode[];
  onNavigate?: () => void;
}) {
  const nameOf = useLocalName();
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = categories.find((node) => node.categoryId === activeId);

  return (
    <nav className="pm-category-panel" data-testid="category-nav" onMouseLeave={() => setActiveId(null)}>
      <ul className="pm-category-top">
        {categories.map((node) => (
          <li key={node.categoryId} onMouseEnter={() => setActiveId(node.categoryId)}>
            <Link
              to={categoryHref(node)}
              className={`pm-category-link${node.categoryId === activeId ? ' is-active' : ''}`}
              onClick={onNavigate}
              onFocus={() => setActiveId(node.categoryId)}
              data-testid={`category-top-${node.categoryId}`}
            >
              <span className="pm-ellipsis">{nameOf(node.name, node.nameEn)}</span>
              <RightOutlined />
            </Link>
          </li>
        ))}
      </ul>
      {active && active.children.length > 0 && (
        <div className="pm-category-flyout" data-testid="category-flyout">
          {active.children.map((second) => (
            <dl key={second.categoryId} className="pm-category-row">
              <dt>
                <Link to={categoryHref(second)} onClick={onNavigate} className="pm-category-heading">
                  {nameOf(second.name, second.nameEn)}
                  <RightOutlined />
                </Link>
              </dt>
              <dd>
                {second.children.map((third) => (
                  <Link
                    key={third.categoryId}
                    to={categoryHref(third)}
                    onClick={onNavigate}
                    className="pm-category-leaf"
                    data-testid={`category-leaf-${third.categoryId}`}
                  >
                    {nameOf(third.name, third.nameEn)}
                  </Link>
                ))}
              </dd>
            </dl>
          ))}
        </div>
      )}
    </nav>
  );
}

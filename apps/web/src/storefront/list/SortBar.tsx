import {
  AppstoreOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { SearchSort } from '@procuremart/contract';
import { Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListView } from './list-query';
import './list.css';

/** Sort buttons (relevance, sales, price up/down, newest), the result count and the grid/list switch. */
export function SortBar({
  sort,
  total,
  onSort,
  view,
  onView,
  sorts = ['relevance', 'sales', 'price', 'newest'],
}: {
  sort: SearchSort;
  total: number | undefined;
  onSort: (sort: SearchSort) => void;
  view?: ListView;
  onView?: (view: ListView) => void;
  sorts?: readonly ('relevance' | 'sales' | 'price' | 'newest')[];
}) {
  const { t } = useTranslation();
  const button = (key: string, next: SearchSort, active: boolean, extra?: ReactNode) => (
    <button
      key={key}
      type="button"
      className={`pm-sort-button${active ? ' is-active' : ''}`}
      aria-pressed={active}
      data-testid={`sort-${key}`}
      onClick={() => onSort(next)}
    >
      {t(`mallList.sort.${key}`)}
      {extra}
    </button>
  );

  return (
    <div className="pm-sort-bar">
      <div className="pm-sort-buttons" role="group" aria-label={t('mallList.sortLabel')}>
        {sorts.map((key) =>
          key === 'price'
            ? button(
                'price',
                sort === 'priceAsc' ? 'priceDesc' : 'priceAsc',
                sort === 'priceAsc' || sort === 'priceDesc',
                sort === 'priceDesc' ? <ArrowDownOutlined /> : <ArrowUpOutlined />,
              )
            : button(key, key, sort === key),
        )}
      </div>
      <div className="pm-sort-side">
        {total !== undefined && (
          <span className="pm-result-count" data-testid="result-total">
            {t('mallList.total', { total })}
          </span>
        )}
        {view && onView && (
          <Segmented
            size="small"
            value={view}
            onChange={(next) => onView(next as ListView)}
            options={[
              { value: 'grid', icon: <AppstoreOutlined />, title: t('mallList.view.grid') },
              { value: 'list', icon: <UnorderedListOutlined />, title: t('mallList.view.list') },
            ]}
            data-testid="view-switch"
          />
        )}
      </div>
    </div>
  );
}

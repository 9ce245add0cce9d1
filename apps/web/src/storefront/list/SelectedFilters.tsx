import type { CategoryNode } from '@procuremart/contract';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../i18n/local-name';
import { formatAmount } from '../../resources/formatters';
import { findCategoryPath } from '../category/category-tree';
import { EMPTY_LIST_QUERY, hasFilters, type ListQuery, refine } from './list-query';
import type { FacetKind } from './use-facet-names';

interface Chip {
  key: string;
  label: ReactNode;
  remove: () => ListQuery;
}

/** The keyword and the filters in force as removable tags, with "clear all". */
export function SelectedFilters({
  query,
  tree,
  facetName,
  onChange,
}: {
  query: ListQuery;
  tree: readonly CategoryNode[];
  facetName: (kind: FacetKind, id: string) => string | undefined;
  onChange: (next: ListQuery) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const chips: Chip[] = [];
  const price = (value?: string) => (value ? `¥${formatAmount(value)}` : '');
  // One punctuation per language (：in Chinese, : in English), as the keyword chip has it.
  const chipText = (facet: FacetKind | 'price', value: string | undefined) =>
    t('mallList.tag.filter', {
      name: t(`mallList.facet.${facet}`),
      value: value ?? t('mallList.tag.selected'),
      interpolation: { escapeValue: false },
    });

  if (query.keyword)
    chips.push({
      key: 'keyword',
      label: t('mallList.tag.keyword', { keyword: query.keyword }),
      remove: () => refine(query, { keyword: '' }),
    });
  if (query.fc) {
    const node = findCategoryPath(tree, query.fc).at(-1);
    chips.push({
      key: 'fc',
      label: chipText('categories', node ? nameOf(node.name, node.nameEn) : undefined),
      remove: () => refine(query, { fc: undefined }),
    });
  }
  if (query.categoryId)
    chips.push({
      key: 'category',
      label: chipText('categories', facetName('categories', query.categoryId)),
      remove: () => refine(query, { categoryId: undefined }),
    });
  for (const [kind, field] of [
    ['brands', 'brandIds'],
    ['suppliers', 'supplierIds'],
  ] as const) {
    for (const id of query[field])
      chips.push({
        key: `${kind}-${id}`,
        label: chipText(kind, facetName(kind, id)),
        remove: () => refine(query, { [field]: query[field].filter((other) => other !== id) }),
      });
  }
  if (query.priceMin || query.priceMax)
    chips.push({
      key: 'price',
      label: chipText('price', `${price(query.priceMin) || '¥0.00'} - ${price(query.priceMax) || '∞'}`),
      remove: () => refine(query, { priceMin: undefined, priceMax: undefined }),
    });

  if (chips.length === 0) return null;
  return (
    <div className="pm-selected-filters" data-testid="selected-filters">
      <span className="pm-selected-title">{t('mallList.selected')}</span>
      {chips.map((chip) => (
        <Tag
          key={chip.key}
          closable
          onClose={(event) => {
            event.preventDefault();
            onChange(chip.remove());
          }}
          data-testid={`filter-tag-${chip.key}`}
        >
          {chip.label}
        </Tag>
      ))}
      {(hasFilters(query) || chips.length > 1) && (
        <button
          type="button"
          className="pm-link-button"
          data-testid="filters-clear"
          onClick={() => onChange({ ...EMPTY_LIST_QUERY, view: query.view })}
        >
          {t('mallList.clearAll')}
        </button>
      )}
    </div>
  );
}

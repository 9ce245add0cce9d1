import type { CallOutput, searchGoods } from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../resources/formatters';
import { FacetRow } from './FacetRow';
import { type ListQuery, refine, toggleId } from './list-query';
import { PriceRangeFilter } from './PriceRangeFilter';

type Facets = CallOutput<typeof searchGoods>['facets'];

/** Facet filters of a result: categories, brands, suppliers (with counts) and the price. */
export function FacetPanel({
  query,
  facets,
  onChange,
}: {
  query: ListQuery;
  facets: Facets;
  onChange: (next: ListQuery) => void;
}) {
  const { t } = useTranslation();
  const bands = facets.priceBands.filter((band) => band.count > 0);
  return (
    <div className="pm-facets" data-testid="facets">
      {!query.categoryId && (
        <FacetRow
          title={t('mallList.facet.categories')}
          facets={facets.categories}
          selected={[]}
          testId="facet-category"
          onToggle={(id) => onChange(refine(query, { categoryId: id }))}
        />
      )}
      <FacetRow
        title={t('mallList.facet.brands')}
        facets={facets.brands}
        selected={query.brandIds}
        testId="facet-brand"
        onToggle={(id) => onChange(refine(query, { brandIds: toggleId(query.brandIds, id) }))}
      />
      <FacetRow
        title={t('mallList.facet.suppliers')}
        facets={facets.suppliers}
        selected={query.supplierIds}
        testId="facet-supplier"
        onToggle={(id) => onChange(refine(query, { supplierIds: toggleId(query.supplierIds, id) }))}
      />
      <div className="pm-facet-row">
        <div className="pm-facet-title">{t('mallList.facet.price')}</div>
        <div className="pm-facet-values">
          {bands.map((band) => (
            <button
              key={band.min}
              type="button"
              className="pm-facet-value"
              onClick={() => onChange(refine(query, { priceMin: band.min, priceMax: band.max ?? undefined }))}
            >
              <span className="pm-facet-name">
                {band.max
                  ? `¥${formatAmount(band.min)} - ¥${formatAmount(band.max)}`
                  : t('mallList.priceAbove', { price: `¥${formatAmount(band.min)}` })}
              </span>
              <em>({band.count})</em>
            </button>
          ))}
          <PriceRangeFilter
            priceMin={query.priceMin}
            priceMax={query.priceMax}
            onApply={(range) => onChange(refine(query, range))}
          />
        </div>
      </div>
    </div>
  );
}

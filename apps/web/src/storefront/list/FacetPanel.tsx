import { type CallOutput, type searchGoods, toCents } from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../resources/formatters';
import { FacetRow } from './FacetRow';
import { type ListQuery, refine, toggleId } from './list-query';
import { PriceRangeFilter } from './PriceRangeFilter';

type Facets = CallOutput<typeof searchGoods>['facets'];

/** Whether the price range in force is this band's (amounts compared as money: 20 equals 20.00). */
export function isChosenBand(query: ListQuery, band: { min: string; max?: string | null }): boolean {
  const same = (a?: string | null, b?: string | null) => (a && b ? toCents(a) === toCents(b) : !a && !b);
  return Boolean(query.priceMin) && same(query.priceMin, band.min) && same(query.priceMax, band.max);
}

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
              className={`pm-facet-value${isChosenBand(query, band) ? ' is-selected' : ''}`}
              aria-pressed={isChosenBand(query, band)}
              data-testid="facet-price-band"
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

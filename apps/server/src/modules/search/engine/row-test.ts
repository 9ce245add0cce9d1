import { toCents } from '@procuremart/contract';
import type { ResolvedFilter } from '../search-filters';
import { FACT, FACTS, type SearchIndex } from './search-index';

/** A per-row test of everything but the keyword and being alive, built once per search; null: none. */
export function rowTest(index: SearchIndex, filter: ResolvedFilter): ((row: number) => boolean) | null {
  const tests: ((row: number) => boolean)[] = [];
  const { facts } = index;
  const fact = (row: number, which: number) => facts[row * FACTS + which];
  const { category, leafIds, brandIds, supplierIds, shopId, restriction, bands } = filter;
  if (category) {
    const { id, level } = category;
    if (level === 1) tests.push((row) => index.cat1[row] === id);
    else if (level === 2) tests.push((row) => index.cat2[row] === id);
    else {
      const mask = index.dims.cat3.maskOf([id]);
      tests.push((row) => mask[fact(row, FACT.cat3)] === 1);
    }
  }
  if (leafIds) {
    const mask = index.dims.cat3.maskOf(leafIds);
    tests.push((row) => mask[fact(row, FACT.cat3)] === 1);
  }
  if (brandIds) {
    const mask = index.dims.brand.maskOf(brandIds);
    tests.push((row) => mask[fact(row, FACT.brand)] === 1);
  }
  if (supplierIds) {
    const mask = index.dims.supplier.maskOf(supplierIds);
    tests.push((row) => mask[fact(row, FACT.supplier)] === 1);
  }
  if (shopId !== null) tests.push((row) => index.shop[row] === shopId);
  if (restriction?.channelIds) {
    const wanted = restriction.channelIds;
    tests.push((row) => index.inAny(index.channels, row, wanted));
  }
  if (restriction?.poolIds) {
    const wanted = restriction.poolIds;
    tests.push((row) => index.inAny(index.pools, row, wanted));
  }
  if (bands) {
    const [first, last] = bands;
    tests.push((row) => fact(row, FACT.band) >= first && fact(row, FACT.band) <= last);
  }
  if (filter.priceMin !== null) {
    const min = Number(toCents(filter.priceMin));
    tests.push((row) => index.price[row] >= min);
  }
  if (filter.priceMax !== null) {
    const max = Number(toCents(filter.priceMax));
    tests.push((row) => index.price[row] <= max);
  }
  if (tests.length === 0) return null;
  return (row) => {
    for (const test of tests) if (!test(row)) return false;
    return true;
  };
}

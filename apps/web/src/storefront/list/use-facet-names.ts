import type { SearchFacet } from '@procuremart/contract';
import { useRef } from 'react';
import { useLocalName } from '../../i18n/local-name';

export type FacetKind = 'categories' | 'brands' | 'suppliers';
type Facets = Record<FacetKind, readonly SearchFacet[]>;

/**
 * Names of the facet values seen so far, so that a selected brand keeps its name in the filter tags even
 * when the narrowed result no longer lists it.
 */
export function useFacetNames(
  facets: Facets | undefined,
): (kind: FacetKind, id: string) => string | undefined {
  const nameOf = useLocalName();
  const seen = useRef(new Map<string, SearchFacet>());
  if (facets) {
    for (const kind of ['categories', 'brands', 'suppliers'] as const)
      for (const facet of facets[kind]) seen.current.set(`${kind}:${facet.id}`, facet);
  }
  return (kind, id) => {
    const facet = seen.current.get(`${kind}:${id}`);
    return facet ? nameOf(facet.name, facet.nameEn) : undefined;
  };
}

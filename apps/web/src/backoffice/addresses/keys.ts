import { entityRoot } from '../../api/entity-refresh';

// Address book, region and invoice-title query keys; ResourceList appends ['list', filters].
export const addressKeys = {
  all: entityRoot('addresses', ['address', 'invoiceTitle']),
  /** The region tree hardly ever changes: read once per session. */
  regions: () => [...addressKeys.all, 'regions'] as const,
  book: (kind: 'receiving' | 'invoice') => [...addressKeys.all, 'book', kind] as const,
  invoiceTitles: () => [...addressKeys.all, 'invoiceTitles'] as const,
};

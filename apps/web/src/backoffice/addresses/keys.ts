// Address book, region and invoice-title query keys; ResourceList appends ['list', filters].
export const addressKeys = {
  all: ['addresses'] as const,
  /** The region tree hardly ever changes: read once per session. */
  regions: () => [...addressKeys.all, 'regions'] as const,
  book: (kind: 'receiving' | 'invoice') => [...addressKeys.all, 'book', kind] as const,
  invoiceTitles: () => [...addressKeys.all, 'invoiceTitles'] as const,
};

/** A supplier's name in the reader's language: its English name in en-US when it has one (rows carry both). */
export const supplierNameView = { kind: 'localName', enField: 'supplierNameEn' } as const;

/** A supplier's name in the reader's language: its English name in en-US when it has one (rows carry both). */
export const supplierNameView = { kind: 'localName', enField: 'supplierNameEn' } as const;
/** A shop's name in the reader's language (rows carry shopNameEn). */
export const shopNameView = { kind: 'localName', enField: 'shopNameEn' } as const;
/** Goods' name in the reader's language (rows carry skuNameEn, '' when the supplier gave none). */
export const skuNameView = { kind: 'localName', enField: 'skuNameEn' } as const;
/** The buyer organisation's name in the reader's language (order rows carry orgNameEn). */
export const orgNameView = { kind: 'localName', enField: 'orgNameEn' } as const;
/** A brand's name in the reader's language (order lines carry brandNameEn). */
export const brandNameView = { kind: 'localName', enField: 'brandNameEn' } as const;

import { defineGlossary } from '../list-columns';
import { bilingual } from '../texts';

/** The storefront shop list's fields: its filters. */
export const shopGlossary = defineGlossary('shop.field', {
  keyword: bilingual('店铺/供应商名称', 'Shop/supplier name'),
  supplierKind: bilingual('供应商类型', 'Supplier type'),
});

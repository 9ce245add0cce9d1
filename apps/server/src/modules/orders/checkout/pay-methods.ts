import { DICTIONARIES, type Locale, type PayTypeCode } from '@procuremart/contract';

/** The pay methods with their dictionary labels in the caller's language. */
export function labelPayMethods(codes: readonly PayTypeCode[], locale: Locale) {
  const items = DICTIONARIES.PAY_TYPE.items;
  return codes.map((code) => {
    const item = items.find((i) => i.code === code);
    return { code, label: (locale === 'en-US' ? item?.labelEn : item?.label) ?? code };
  });
}

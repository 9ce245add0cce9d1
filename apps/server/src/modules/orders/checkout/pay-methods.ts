import { DICTIONARIES, type Locale, PayType, type PayTypeCode } from '@procuremart/contract';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';

/**
 * THE rule of which pay methods a buyer may choose: online and offline transfer always, monthly settlement
 * only where the buyer's organisation is allowed it by the parameter `order.monthlySettlementAllowed`
 * (declared with the cashier). Until that parameter exists no organisation is allowed it; it is read here,
 * with the organisation override, and nowhere else.
 */
export async function allowedPayMethods(_db: Db | Tx, _actor: Actor): Promise<PayTypeCode[]> {
  return [PayType.online, PayType.offline];
}

/** The pay methods with their dictionary labels in the caller's language. */
export function labelPayMethods(codes: readonly PayTypeCode[], locale: Locale) {
  const items = DICTIONARIES.PAY_TYPE.items;
  return codes.map((code) => {
    const item = items.find((i) => i.code === code);
    return { code, label: (locale === 'en-US' ? item?.labelEn : item?.label) ?? code };
  });
}

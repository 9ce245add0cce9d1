import type { CallInput, GroupWay, Settlement } from '@procuremart/contract';
import type { getSettlement, submitOrder } from '@procuremart/contract/refs';
import { checkoutItems } from './checkout-address';

export type SettlementRequest = CallInput<typeof getSettlement>;
export type SubmitRequest = CallInput<typeof submitOrder>;

/**
 * How the buyer splits the lines: the way (undefined: the organisation's default, which the settlement
 * answers with), each line's purchasing unit (purchaseUnitGroup) and group number (orderGroup), by SKU id.
 */
export interface LineSplitChoices {
  groupWay?: GroupWay;
  lineUnits: Record<string, string>;
  lineGroups: Record<string, number>;
}

function groupingOf({ groupWay, lineUnits, lineGroups }: LineSplitChoices) {
  if (groupWay === 'purchaseUnitGroup')
    return {
      groupWay,
      lineUnits: Object.entries(lineUnits).map(([skuId, orgUnitId]) => ({ skuId, orgUnitId })),
    };
  if (groupWay === 'orderGroup')
    return {
      groupWay,
      lineGroups: Object.entries(lineGroups).map(([skuId, groupNo]) => ({ skuId, groupNo })),
    };
  return groupWay ? { groupWay } : {};
}

/** The settlement call a checkout address asks for; null when the address names nothing to check out. */
export function settlementRequestOf(
  pathname: string,
  search: URLSearchParams,
  split: LineSplitChoices,
): SettlementRequest | null {
  const grouping = groupingOf(split);
  if (pathname.startsWith('/extPlaceAnOrder')) {
    const items = checkoutItems(search).slice(0, 1);
    return items.length === 1 ? { source: 'buyNow', items, ...grouping } : null;
  }
  if (search.get('source') === 'fastOrder') {
    const items = checkoutItems(search);
    return items.length > 0 ? { source: 'fastOrder', items, ...grouping } : null;
  }
  return { source: 'cart', ...grouping };
}

export interface CheckoutChoices {
  requestId: string;
  addressId: string;
  invoiceType: '00' | '01';
  invoiceTitleId?: string;
  payMethod: '01' | '02' | '03';
  remarks: Record<string, string>;
}

/** The lines of a settlement that can be ordered now. */
export const orderableLines = (settlement: Settlement) =>
  settlement.groups.flatMap((g) => g.lines).filter((line) => line.problem === null);

/**
 * Submit's input: only the lines that can be ordered (cart lines by id, else the items), each with the price
 * the page shows, so that a price changed meanwhile is refused rather than charged.
 */
export function submitRequestOf(
  request: SettlementRequest,
  settlement: Settlement,
  choices: CheckoutChoices,
): SubmitRequest {
  const lines = orderableLines(settlement);
  const remarks = Object.entries(choices.remarks)
    .filter(([, remark]) => remark.trim() !== '')
    .map(([groupKey, remark]) => ({ groupKey, remark }));
  const picked =
    request.source === 'cart'
      ? { cartIds: lines.flatMap((l) => (l.cartId ? [l.cartId] : [])) }
      : { items: lines.map((l) => ({ skuId: l.skuId, supplierShopId: l.supplierShopId, num: l.num })) };
  return {
    ...request,
    ...picked,
    requestId: choices.requestId,
    lines: lines.map((l) => ({ skuId: l.skuId, expectedPrice: l.price })),
    addressId: choices.addressId,
    invoiceType: choices.invoiceType,
    invoiceTitleId: choices.invoiceTitleId,
    payMethod: choices.payMethod,
    remarks: remarks.length > 0 ? remarks : undefined,
  };
}

/** A fresh request id for one settlement page (a retry of the same submission reuses it). */
export const newRequestId = (): string => crypto.randomUUID().replaceAll('-', '');

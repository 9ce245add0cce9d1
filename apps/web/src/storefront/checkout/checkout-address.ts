/** One line going to checkout without the cart: the SKU, its shop and the quantity. */
export interface CheckoutItem {
  skuId: string;
  supplierShopId: string;
  num: number;
}

/** Where checkout starts from: the ticked cart lines, one product page ("buy now") or a quick-order list. */
export type CheckoutSource = 'cart' | 'buyNow' | 'fastOrder';

const ITEM = /^(\d{1,18}):(\d{1,18}):(\d{1,9})$/;

function encodeItems(items: readonly CheckoutItem[]): string {
  return items.map((i) => `${i.skuId}:${i.supplierShopId}:${i.num}`).join(',');
}

/**
 * The address of the settlement page. The lines travel in the address (not in memory), so a reload or a
 * shared link opens the same checkout: `/placeAnOrder?source=cart`, `/extPlaceAnOrder?items=…` for buy now,
 * `/placeAnOrder?source=fastOrder&items=…` for a quick order.
 */
export function checkoutAddress(source: CheckoutSource, items: readonly CheckoutItem[] = []): string {
  if (source === 'cart') return '/placeAnOrder?source=cart';
  const query = new URLSearchParams({ items: encodeItems(items) });
  if (source === 'buyNow') return `/extPlaceAnOrder?${query}`;
  query.set('source', 'fastOrder');
  return `/placeAnOrder?${query}`;
}

/** The lines of a checkout address; malformed parts are dropped (the settlement call checks the rest). */
export function checkoutItems(search: URLSearchParams): CheckoutItem[] {
  const raw = search.get('items') ?? '';
  return raw
    .split(',')
    .map((part) => ITEM.exec(part.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ skuId: m[1] as string, supplierShopId: m[2] as string, num: Number(m[3]) }));
}

import { compareMoney, type GroupWay, multiplyMoney, sumMoney } from '@procuremart/contract';
import type { CheckoutLine } from './checkout-lines';

/** A purchasing unit of the buyer's organisation, as the groups name it. */
export interface UnitName {
  id: number;
  name: string;
  nameEn: string;
}

/** One future supplier order: its lines (those with a problem included, outside every total) and money. */
export interface CheckoutGroup {
  groupKey: string;
  orgUnit: UnitName | null;
  lines: (CheckoutLine & { amount: string; orgUnitId: number | null })[];
  goodsAmount: string;
  freight: string;
  amount: string;
  /** Shop facts, from its first line. */
  first: CheckoutLine;
}

/** The shop's freight rule: free from `freightFreeAbove`, else its fee; nothing to ship costs nothing. */
export function freightOf(goodsAmount: string, line: Pick<CheckoutLine, 'freightFreeAbove' | 'freightFee'>) {
  if (compareMoney(goodsAmount, '0') <= 0) return '0.00';
  return compareMoney(goodsAmount, line.freightFreeAbove) >= 0 ? '0.00' : sumMoney(line.freightFee);
}

/**
 * Splits lines into supplier orders: one per shop (noSplitGroup), or per shop and purchasing unit
 * (purchaseUnitGroup: each line's unit from `unitOf`, the buyer's own by default). Groups keep the order
 * their first line came in.
 */
export function groupCheckoutLines(
  lines: readonly CheckoutLine[],
  groupWay: GroupWay,
  unitOf: (line: CheckoutLine) => UnitName | null,
): CheckoutGroup[] {
  const groups = new Map<string, CheckoutGroup>();
  for (const line of lines) {
    const unit = groupWay === 'purchaseUnitGroup' ? unitOf(line) : null;
    const groupKey = unit ? `${line.shopId}-${unit.id}` : String(line.shopId);
    let group = groups.get(groupKey);
    if (!group) {
      group = {
        groupKey,
        orgUnit: unit,
        lines: [],
        goodsAmount: '0.00',
        freight: '0.00',
        amount: '0.00',
        first: line,
      };
      groups.set(groupKey, group);
    }
    group.lines.push({ ...line, amount: multiplyMoney(line.price, line.num), orgUnitId: unit?.id ?? null });
  }
  for (const group of groups.values()) {
    group.goodsAmount = sumMoney(...group.lines.filter((l) => l.problem === null).map((l) => l.amount));
    group.freight = freightOf(group.goodsAmount, group.first);
    group.amount = sumMoney(group.goodsAmount, group.freight);
  }
  return [...groups.values()];
}

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
  /** orderGroup: the buyer's group number; else null. */
  groupNo: number | null;
  lines: (CheckoutLine & { amount: string; orgUnitId: number | null; groupNo: number | null })[];
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

/** How lines are told apart beyond their shop: a purchasing unit, a buyer's group number. */
export interface LineSplit {
  unitOf: (line: CheckoutLine) => UnitName | null;
  groupOf: (line: CheckoutLine) => number;
}

/**
 * Splits lines into supplier orders: one per shop (noSplitGroup), per shop and purchasing unit
 * (purchaseUnitGroup: each line's unit from `unitOf`, the buyer's own by default), or per shop and the
 * buyer's group number (orderGroup: `groupOf`, 1 by default). Groups keep the order their first line came in.
 */
export function groupCheckoutLines(
  lines: readonly CheckoutLine[],
  groupWay: GroupWay,
  split: LineSplit,
): CheckoutGroup[] {
  const groups = new Map<string, CheckoutGroup>();
  for (const line of lines) {
    const unit = groupWay === 'purchaseUnitGroup' ? split.unitOf(line) : null;
    const groupNo = groupWay === 'orderGroup' ? split.groupOf(line) : null;
    const groupKey = unit
      ? `${line.shopId}-${unit.id}`
      : groupNo !== null
        ? `${line.shopId}-g${groupNo}`
        : String(line.shopId);
    let group = groups.get(groupKey);
    if (!group) {
      group = {
        groupKey,
        orgUnit: unit,
        groupNo,
        lines: [],
        goodsAmount: '0.00',
        freight: '0.00',
        amount: '0.00',
        first: line,
      };
      groups.set(groupKey, group);
    }
    const amount = multiplyMoney(line.price, line.num);
    group.lines.push({ ...line, amount, orgUnitId: unit?.id ?? null, groupNo });
  }
  for (const group of groups.values()) {
    group.goodsAmount = sumMoney(...group.lines.filter((l) => l.problem === null).map((l) => l.amount));
    group.freight = freightOf(group.goodsAmount, group.first);
    group.amount = sumMoney(group.goodsAmount, group.freight);
  }
  return [...groups.values()];
}

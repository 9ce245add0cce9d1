import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { fieldError } from '../../../platform/errors';
import { users } from '../../identity/shared-tables';
import { purchaseUnitsOf } from '../../org';
import type { UnitName } from './checkout-groups';
import type { CheckoutLine } from './checkout-lines';

export interface BuyerUnits {
  units: UnitName[];
  own: UnitName | null;
}

/** The purchasing units (departments in operation) of the buyer's organisation and the buyer's own unit. */
export async function loadBuyerUnits(db: Db | Tx, actor: Actor): Promise<BuyerUnits> {
  if (actor.orgId === null) return { units: [], own: null };
  const units = await purchaseUnitsOf(db, actor.orgId);
  const [me] = await db.select({ unitId: users.orgUnitId }).from(users).where(eq(users.id, actor.userId));
  return { units, own: units.find((u) => u.id === me?.unitId) ?? null };
}

/**
 * Each line's purchasing unit under purchaseUnitGroup: the one the buyer picked (of its own organisation's
 * units), else the buyer's own unit.
 */
export function lineUnitPicker(
  buyer: BuyerUnits,
  picks: readonly { skuId: string; orgUnitId: string }[] = [],
): (line: CheckoutLine) => UnitName | null {
  const byId = new Map(buyer.units.map((u) => [String(u.id), u]));
  const picked = new Map<string, UnitName>();
  picks.forEach((pick, index) => {
    const unit = byId.get(pick.orgUnitId);
    if (!unit) throw fieldError('checkout.orgUnitInvalid', `lineUnits.${index}.orgUnitId`);
    picked.set(pick.skuId, unit);
  });
  return (line) => picked.get(String(line.skuId)) ?? buyer.own;
}

/** Each line's group number under orderGroup: the one the buyer gave it, else group 1. */
export function lineGroupPicker(
  picks: readonly { skuId: string; groupNo: number }[] = [],
): (line: CheckoutLine) => number {
  const picked = new Map(picks.map((pick) => [pick.skuId, pick.groupNo]));
  return (line) => picked.get(String(line.skuId)) ?? 1;
}

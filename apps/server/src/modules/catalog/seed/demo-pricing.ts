import { percentageOf, SkuStatus } from '@procuremart/contract';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { loadUserActor } from '../../identity';
import { users } from '../../identity/shared-tables';
import { skus } from '../goods-tables';
import { auditPriceChange } from '../pricing/change-approval';
import { changePrice } from '../pricing/price-change';
import { suppliers } from '../supplier-tables';

// Demo price changes by supplier01 through the users' own use-cases, so price monitoring, price history and
// the change audit have content on a fresh start: two SKUs raised by 30 % and 25 % (over the monitoring
// percent), approved by operator01, and one change still awaiting the audit. (A sale price above the market
// price is refused to suppliers, so that rule of the monitoring flags older or imported prices only.)

/** The demo price changes; returns how many SKUs were repriced or asked to be. */
export async function seedDemoPricing(tx: Tx): Promise<number> {
  const people = await tx
    .select({ id: users.id, username: users.username, orgId: users.orgId })
    .from(users)
    .where(inArray(users.username, ['supplier01', 'operator01']));
  const supplierRow = people.find((p) => p.username === 'supplier01');
  const operatorRow = people.find((p) => p.username === 'operator01');
  if (!supplierRow?.orgId || !operatorRow) return 0;
  const [supplier, operator] = await Promise.all([
    loadUserActor(tx, supplierRow.id),
    loadUserActor(tx, operatorRow.id),
  ]);
  if (!supplier || !operator) return 0;
  const picked = await tx
    .select({ id: skus.id, salePrice: skus.salePrice, marketPrice: skus.marketPrice })
    .from(skus)
    .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
    .where(
      and(
        eq(suppliers.orgId, supplierRow.orgId),
        eq(skus.status, SkuStatus.onShelf),
        gt(skus.salePrice, '50'),
      ),
    )
    .orderBy(asc(skus.id))
    .limit(3);
  const [raised, raisedLess, waiting] = picked;
  if (!raised || !raisedLess || !waiting) return 0;
  const raise = (price: string, percent: string) => percentageOf(price, String(100 + Number(percent)));
  const asked = await changePrice(tx, supplier, {
    items: [
      {
        skuId: String(raised.id),
        salePrice: raise(raised.salePrice, '30'),
        marketPrice: raise(raised.salePrice, '40'),
      },
      {
        skuId: String(raisedLess.id),
        salePrice: raise(raisedLess.salePrice, '25'),
        marketPrice: raise(raisedLess.salePrice, '35'),
      },
    ],
  });
  await auditPriceChange(tx, operator, {
    changeIds: asked.requested.map((r) => r.changeId),
    approved: true,
    reason: '',
  });
  await changePrice(tx, supplier, {
    items: [
      {
        skuId: String(waiting.id),
        salePrice: raise(waiting.salePrice, '5'),
        marketPrice: raise(waiting.salePrice, '15'),
      },
    ],
  });
  return picked.length;
}

import { SkuStatus } from '@procuremart/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../identity/shared-tables';
import { skus, suppliers } from '../tables';

/** On-shelf SKUs of a demo supplier's account (by username), one per SPU, lowest ids first. */
export async function onShelfSkusOf(db: Db, username: string, howMany: number) {
  const rows = await db
    .select({ id: skus.id, spuId: skus.spuId, supplierId: skus.supplierId })
    .from(skus)
    .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
    .innerJoin(users, eq(users.orgId, suppliers.orgId))
    .where(and(eq(users.username, username), eq(skus.status, SkuStatus.onShelf)))
    .orderBy(asc(skus.id))
    .limit(howMany * 20);
  const bySpu = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!bySpu.has(row.spuId)) bySpu.set(row.spuId, row);
  const picked = [...bySpu.values()].slice(0, howMany);
  if (picked.length < howMany) throw new Error(`${username} has fewer than ${howMany} SPUs on shelf`);
  return picked.map((row) => ({ skuId: String(row.id), spuId: String(row.spuId) }));
}

/** Sets SKUs' status directly (a fixture: the shelf steps are tested with the commodity module). */
export async function setSkuStatus(db: Db, skuIds: string[], status: number): Promise<void> {
  await db
    .update(skus)
    .set({ status })
    .where(inArray(skus.id, skuIds.map(Number)));
}

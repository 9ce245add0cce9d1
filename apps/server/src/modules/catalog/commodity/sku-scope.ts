import { ErrorCode, SkuStatus } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { ownsRow } from '../../../platform/scope';
import { spus } from '../tables';

/** A supplier edits only drafts and SKUs it took off shelf itself. */
export const EDITABLE_STATUSES: number[] = [SkuStatus.draft, SkuStatus.offShelf];

const notFound = () => new BusinessError(ErrorCode.notFound, 'commodity.notFound');

/** The SPU exists and is the actor's to see (a supplier's own; any for operators), else "not found". */
export async function throwIfNotOwnSpu(tx: Tx, actor: Actor, spuId: number): Promise<void> {
  const [spu] = await tx.select({ supplierId: spus.supplierId }).from(spus).where(eq(spus.id, spuId));
  if (!spu || !ownsRow(actor, spu)) throw notFound();
}

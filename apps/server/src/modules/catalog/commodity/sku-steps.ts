import { ErrorCode, SkuStatus, type skuMachine } from '@procuremart/contract';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { BusinessError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { takeSteps } from '../../../platform/steps/take-steps';
import { throwIfBrandNotAuthorised } from '../brand-auth/authorised-brands';
import { skus, spuPictures, supplierShops } from '../tables';
import { startListingAudits } from './listing-approval';
import { listingReviewRequired } from './listing-guards';
import { skuSteps } from './sku-machine';

type SkuEvent = (typeof skuMachine.transitions)[number]['event'];

/**
 * Takes one SKU machine step on each named SKU, all or nothing inside the call's transaction: a SKU that is
 * not the actor's, or one the step does not apply to, refuses the whole request. What buyers see (search,
 * detail, cart) follows at once: the listing events re-index the SKUs in the same transaction.
 */
export async function takeSkuStep(
  tx: Tx,
  actor: Actor,
  input: { skuIds: string[]; reason?: string },
  event: SkuEvent,
): Promise<{ skuIds: string[]; status: number }> {
  const ids = input.skuIds.map(parseId);
  const steps = await takeSteps(tx, skuSteps, { ids, event, actor, remark: input.reason });
  return { skuIds: steps.map((s) => idText(s.row.id)), status: steps.at(-1)?.to ?? 0 };
}

/** Goods without a picture (saved by the goods file import, which cannot carry pictures) are not listed. */
async function throwIfWithoutPicture(tx: Tx, actor: Actor, skuIds: number[]) {
  const bare = await tx
    .select({ id: skus.id })
    .from(skus)
    .where(
      and(
        inArray(skus.id, skuIds),
        actor.supplierId !== null ? eq(skus.supplierId, actor.supplierId) : undefined,
        notExists(
          tx.select({ id: spuPictures.spuId }).from(spuPictures).where(eq(spuPictures.spuId, skus.spuId)),
        ),
      ),
    )
    .limit(1);
  if (bare.length > 0) throw new BusinessError(ErrorCode.business, 'commodity.pictureRequired');
}

/**
 * A listing request goes to the first audit (its approval on the platform's listing-audit process starts), or
 * straight on shelf when listing review is switched off;
 * goods of a brand whose authorisation is no longer in force (stopped, withdrawn, expired since the draft
 * was saved) are not submitted.
 */
export async function submitListing(tx: Tx, actor: Actor, input: { skuIds: string[] }) {
  if (actor.supplierId !== null) {
    const brands = await tx
      .selectDistinct({ brandId: skus.brandId })
      .from(skus)
      .innerJoin(supplierShops, eq(supplierShops.id, skus.shopId))
      .where(
        and(inArray(skus.id, input.skuIds.map(parseId)), eq(supplierShops.supplierId, actor.supplierId)),
      );
    for (const { brandId } of brands) await throwIfBrandNotAuthorised(tx, actor.supplierId, brandId);
  }
  await throwIfWithoutPicture(tx, actor, input.skuIds.map(parseId));
  if (!(await listingReviewRequired(tx))) return takeSkuStep(tx, actor, input, 'list');
  const ids = input.skuIds.map(parseId);
  const steps = await takeSteps(tx, skuSteps, { ids, event: 'submit', actor });
  // Each request waits for the operators' first-level review: its approval starts in this transaction.
  await startListingAudits(
    tx,
    steps.map((s) => s.row),
    actor.userId,
    now(),
  );
  return { skuIds: steps.map((s) => idText(s.row.id)), status: SkuStatus.awaitingFirstAudit };
}

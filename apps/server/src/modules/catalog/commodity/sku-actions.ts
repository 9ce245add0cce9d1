import { BusinessKind } from '@procuremart/contract';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { idText } from '../../../platform/ids';
import { eventsAllowed } from '../../../platform/steps/allowed-events';
import { holdsAuditTask, withHeldDecisions } from '../../process/shared-tables';
import { skus } from '../tables';
import { listingReviewRequired } from './listing-guards';
import { skuSteps } from './sku-machine';

/** Both listing levels' decisions: listed only to the holder of the open task of the SKU's running audit. */
const LISTING_DECISIONS = ['passFirst', 'rejectFirst', 'passSecond', 'rejectSecond'] as const;

/**
 * The SKU steps `actor` may take on each of some SKUs (an audit queue's page, an SPU's SKUs), by SKU id: the
 * machine's table and guards, and a listing level's pass or rejection only with the open task of the SKU's
 * audit at that level. One statement for them all.
 */
export async function skuActionsOf(
  db: Db | Tx,
  actor: Actor,
  skuIds: number[],
): Promise<Map<string, string[]>> {
  if (skuIds.length === 0) return new Map();
  const [rows, reviewRequired] = await Promise.all([
    db
      .select({ sku: skus, holdsTask: holdsAuditTask(BusinessKind.listingAudit, skus.id, actor.userId) })
      .from(skus)
      .where(inArray(skus.id, skuIds)),
    listingReviewRequired(db as Tx),
  ]);
  return new Map(
    rows.map(({ sku, holdsTask }) => [
      idText(sku.id),
      withHeldDecisions(
        eventsAllowed(skuSteps, sku, actor, { reviewRequired }),
        LISTING_DECISIONS,
        holdsTask,
      ),
    ]),
  );
}

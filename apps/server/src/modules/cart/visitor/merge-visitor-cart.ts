import {
  CART_MAX_KINDS,
  CART_MAX_QUANTITY,
  type CallInput,
  type CallOutput,
  type MergeRefusal,
  type mergeVisitorCart,
} from '@procuremart/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { countCartKinds } from '../cart-count';
import { lockCartOf } from '../cart-lock';
import { cartLines, cartMerges } from '../tables';
import { visitorSkuFacts } from './visitor-skus';

type MergeInput = CallInput<typeof mergeVisitorCart>;
type MergeOutput = CallOutput<typeof mergeVisitorCart>;
type MergeResult = Omit<MergeOutput, 'totalNum'>;

/** A merge id is kept this long: long enough for any tab or retry of the same login to come back. */
const KEEP_MERGES_MS = 30 * 24 * 60 * 60 * 1000;

interface LineWrite {
  skuId: number;
  shopId: number;
  num: number;
  ticked: boolean;
}

/** What each browser line becomes against the cart as it is: a write, or the reason it is not merged. */
async function planMerge(tx: Tx, actor: Actor, input: MergeInput) {
  const facts = await visitorSkuFacts(tx, actor, input.lines);
  const held = new Map(
    (
      await tx
        .select({ skuId: cartLines.skuId, num: cartLines.num, ticked: cartLines.ticked })
        .from(cartLines)
        .where(eq(cartLines.userId, actor.userId))
    ).map((line) => [line.skuId, line]),
  );
  let kinds = held.size;
  const writes: LineWrite[] = [];
  const result: MergeResult = { mergedSkuIds: [], refused: [] };
  for (const [index, line] of input.lines.entries()) {
    const { sku, buyable } = facts[index] ?? { sku: null, buyable: false };
    const had = sku ? held.get(sku.skuId) : undefined;
    const reason: MergeRefusal | null =
      !sku || !buyable
        ? 'unavailable'
        : sku.stock < 1
          ? 'outOfStock'
          : !had && kinds >= CART_MAX_KINDS
            ? 'cartFull'
            : null;
    if (!sku || reason) {
      result.refused.push({
        skuId: line.skuId,
        supplierShopId: line.supplierShopId,
        reason: reason ?? 'unavailable',
        skuName: sku?.skuName ?? '',
        skuNameEn: sku?.skuNameEn ?? '',
      });
      continue;
    }
    if (!had) kinds += 1;
    // As an add: the quantity goes on top of the line already there, within 9999 and the stock.
    const before = had?.num ?? 0;
    const num = Math.max(before, Math.min(CART_MAX_QUANTITY, sku.stock, before + line.num));
    writes.push({ skuId: sku.skuId, shopId: sku.shopId, num, ticked: line.ticked || (had?.ticked ?? false) });
    result.mergedSkuIds.push(line.skuId);
  }
  return { writes, result };
}

async function writeLines(tx: Tx, actor: Actor, writes: LineWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const stamp = now();
  // Oldest first: the account cart lists the newest id first, so the browser's order is kept.
  await tx
    .insert(cartLines)
    .values(
      [...writes].reverse().map((line) => ({
        userId: actor.userId,
        orgId: actor.orgId,
        ...line,
        createdAt: stamp,
        updatedAt: stamp,
      })),
    )
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.skuId],
      set: { num: sql`excluded.num`, ticked: sql`excluded.ticked`, updatedAt: stamp },
    });
}

/**
 * Merges a visitor's browser cart into the purchaser's cart, all in one transaction under the user's cart
 * lock: each line as an add would (quantities summed and capped, ticks carried over, 100 kinds), lines that
 * cannot be bought or do not fit reported with the reason. A merge id seen before answers its first result.
 */
export async function mergeVisitorLines(tx: Tx, actor: Actor, input: MergeInput): Promise<MergeOutput> {
  await lockCartOf(tx, actor.userId);
  const mine = and(eq(cartMerges.userId, actor.userId), eq(cartMerges.mergeId, input.mergeId));
  const [done] = await tx.select({ result: cartMerges.result }).from(cartMerges).where(mine);
  if (done) return { ...done.result, ...(await countCartKinds(tx, actor)) };

  const { writes, result } = await planMerge(tx, actor, input);
  await writeLines(tx, actor, writes);
  const stamp = now();
  await tx
    .delete(cartMerges)
    .where(
      and(
        eq(cartMerges.userId, actor.userId),
        lt(cartMerges.createdAt, new Date(stamp.getTime() - KEEP_MERGES_MS)),
      ),
    );
  await tx
    .insert(cartMerges)
    .values({ userId: actor.userId, mergeId: input.mergeId, result, createdAt: stamp });
  return { ...result, ...(await countCartKinds(tx, actor)) };
}

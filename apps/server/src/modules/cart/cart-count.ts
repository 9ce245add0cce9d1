import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { cartLines } from './tables';

/** Distinct goods in the caller's cart; users other than purchasers have no cart. */
export async function countCartKinds(tx: Tx | Db, actor: Actor): Promise<{ totalNum: number }> {
  if (actor.kind !== 'purchaser') return { totalNum: 0 };
  const [row] = await tx.select({ kinds: count() }).from(cartLines).where(eq(cartLines.userId, actor.userId));
  return { totalNum: Number(row.kinds) };
}

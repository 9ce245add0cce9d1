import type { addShoppingCartLines } from '@procuremart/contract';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { addToCart } from '../add-to-cart';

/** The quick order's good lines into the cart, each as one add, all in the caller's one transaction. */
export async function addCartLines(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof addShoppingCartLines>,
): Promise<{ added: number; totalNum: number }> {
  let totalNum = 0;
  for (const line of input.lines) totalNum = (await addToCart(tx, actor, line)).totalNum;
  return { added: input.lines.length, totalNum };
}

import {
  addShoppingCart,
  type CallDef,
  type CallInput,
  type CallOutput,
  type Envelope,
  queryCart,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { type CallOptions, call, dataOf } from '../../../testing/call';
import type { FixtureSku } from './cart-fixtures';

/** The cart calls as one logged-in user makes them. */
export function cartClient(app: FastifyInstance, token: string, options: CallOptions = {}) {
  const send = async <C extends CallDef>(def: C, input: CallInput<C>): Promise<Envelope<CallOutput<C>>> =>
    (await call(app, def, input, { ...options, token })).body;
  const ok = async <C extends CallDef>(def: C, input: CallInput<C>): Promise<CallOutput<C>> =>
    dataOf(await call(app, def, input, { ...options, token }));
  return {
    send,
    ok,
    add: (sku: FixtureSku, num: number) =>
      ok(addShoppingCart, { skuId: sku.skuId, supplierShopId: sku.supplierShopId, num }),
    /** The envelope of an add, for adds that should be refused. */
    tryAdd: (sku: FixtureSku, num: number) =>
      send(addShoppingCart, { skuId: sku.skuId, supplierShopId: sku.supplierShopId, num }),
    cart: () => ok(queryCart, {}),
    /** Cart lines flattened across shops, by SKU id. */
    lines: async () =>
      new Map((await ok(queryCart, {})).shops.flatMap((s) => s.lines).map((l) => [l.skuId, l])),
  };
}
export type CartClient = ReturnType<typeof cartClient>;

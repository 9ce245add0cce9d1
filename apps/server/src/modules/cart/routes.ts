import {
  addShoppingCart,
  changeAmount,
  deleteCart,
  getCartCount,
  queryCart,
  tickCart,
  untickCart,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind-call';
import { addToCart } from './add-to-cart';
import { countCartKinds } from './cart-count';
import { changeCartAmount, deleteCartLines, setCartTicked } from './cart-line-writes';
import { loadCart } from './cart-view';

export function registerCartRoutes(app: FastifyInstance): void {
  bindCall(app, addShoppingCart, ({ db, actor, input }) =>
    db.transaction((tx) => addToCart(tx, actor, input)),
  );
  bindCall(app, queryCart, ({ db, actor }) => loadCart(db, actor.userId));
  bindCall(app, changeAmount, ({ db, actor, input }) =>
    db.transaction((tx) => changeCartAmount(tx, actor, input)),
  );
  bindCall(app, deleteCart, ({ db, actor, input }) =>
    db.transaction((tx) => deleteCartLines(tx, actor, input)),
  );
  bindCall(app, tickCart, ({ db, actor, input }) =>
    db.transaction((tx) => setCartTicked(tx, actor, input, true)),
  );
  bindCall(app, untickCart, ({ db, actor, input }) =>
    db.transaction((tx) => setCartTicked(tx, actor, input, false)),
  );
  bindCall(app, getCartCount, ({ db, actor }) => countCartKinds(db, actor));
}

import {
  addShoppingCart,
  addShoppingCartLines,
  changeAmount,
  checkQuickOrder,
  checkVisitorQuickOrder,
  deleteCart,
  getCartCount,
  mergeVisitorCart,
  queryCart,
  readQuickOrderFile,
  tickCart,
  untickCart,
  viewVisitorCart,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall, bindPublicCall } from '../../platform/bind-call';
import { addToCart } from './add-to-cart';
import { countCartKinds } from './cart-count';
import { changeCartAmount, deleteCartLines, setCartTicked } from './cart-line-writes';
import { loadCart } from './cart-view';
import { addCartLines } from './quick-order/add-cart-lines';
import { checkQuickOrderLines } from './quick-order/check-quick-order';
import { readQuickOrderSheet } from './quick-order/quick-order-file';
import { mergeVisitorLines } from './visitor/merge-visitor-cart';
import { viewVisitorCartLines } from './visitor/visitor-cart-view';

export function registerCartRoutes(app: FastifyInstance): void {
  bindCall(app, addShoppingCart, ({ tx, actor, input }) => addToCart(tx, actor, input));
  bindCall(app, queryCart, ({ db, actor }) => loadCart(db, actor.userId));
  bindCall(app, changeAmount, ({ tx, actor, input }) => changeCartAmount(tx, actor, input));
  bindCall(app, deleteCart, ({ tx, actor, input }) => deleteCartLines(tx, actor, input));
  bindCall(app, tickCart, ({ tx, actor, input }) => setCartTicked(tx, actor, input, true));
  bindCall(app, untickCart, ({ tx, actor, input }) => setCartTicked(tx, actor, input, false));
  bindCall(app, getCartCount, ({ db, actor }) => countCartKinds(db, actor));
  bindCall(app, checkQuickOrder, ({ db, actor, input, locale }) =>
    checkQuickOrderLines(db, input.lines, locale, actor),
  );
  // A visitor sees the catalogue as the storefront shows it to nobody in particular; a signed-in caller
  // keeps its own channel and pool limits here too.
  bindPublicCall(app, checkVisitorQuickOrder, ({ db, actor, input, locale }) =>
    checkQuickOrderLines(db, input.lines, locale, actor),
  );
  bindCall(app, readQuickOrderFile, ({ db, actor, input, locale }) =>
    readQuickOrderSheet(db, app.storage, actor, input.fileId, locale),
  );
  bindPublicCall(app, viewVisitorCart, ({ db, actor, input }) => viewVisitorCartLines(db, actor, input));
  bindCall(app, mergeVisitorCart, ({ tx, actor, input }) => mergeVisitorLines(tx, actor, input));
  bindCall(app, addShoppingCartLines, ({ tx, actor, input }) => addCartLines(tx, actor, input));
}

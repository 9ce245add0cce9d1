import {
  addShoppingCart,
  CART_MAX_KINDS,
  type CartLine,
  checkUserExist,
  deleteCart,
  queryCart,
  registerPerson,
  searchGoods,
} from '@procuremart/contract';
import { DEMO_PASSWORD } from '../../e2e/support/demo-accounts';
import { callApi } from '../lib/call-api';
import { mulberry32 } from '../lib/random';
import { signedCallLoad } from '../lib/signed-load';
import type { BenchContext, BenchScenario, PoolSku } from './scenario';

// Purchasers of their own, so that the load spreads over many carts as real traffic does: each cart
// takes its adds one at a time (a per-user lock keeps the 100-kind limit), and two demo purchasers
// with 50 connections would measure that queue instead of the call.
const BUYERS = 20;
/** Below CART_MAX_KINDS: after the first adds of a SKU every further add merges into its line. */
const KINDS_PER_CART = CART_MAX_KINDS - 10;
/** SKUs with at least this stock, so merged quantities never run out during a run. */
const MIN_STOCK = 1000;
const POOL_SIZE = 400;

/** Candidates as a buyer would find them: best sellers and newest goods, on shelf and in stock. */
async function candidates(baseUrl: string): Promise<PoolSku[]> {
  const seen = new Map<string, PoolSku>();
  for (const sort of ['sales', 'newest'] as const) {
    for (let pageNo = 1; pageNo <= 10; pageNo++) {
      const page = await callApi(baseUrl, searchGoods, { sort, pageNo, pageSize: 60 });
      for (const { skuId, supplierShopId, stockState } of page.rows) {
        if (stockState === 'inStock') seen.set(skuId, { skuId, supplierShopId });
      }
    }
  }
  return [...seen.values()];
}

async function emptyCart(baseUrl: string, token: string): Promise<CartLine[]> {
  const cart = await callApi(baseUrl, queryCart, {}, token);
  const lines = cart.shops.flatMap((shop) => shop.lines);
  if (lines.length > 0) {
    await callApi(baseUrl, deleteCart, { cartIds: lines.map((line) => line.cartId) }, token);
  }
  return lines;
}

/** Candidates with plenty of stock, read from the cart itself: put a batch in, read it, take it out. */
async function skuPool(baseUrl: string, token: string): Promise<PoolSku[]> {
  const all = await candidates(baseUrl);
  const pool: PoolSku[] = [];
  for (let start = 0; start < all.length && pool.length < POOL_SIZE; start += KINDS_PER_CART) {
    const batch = all.slice(start, start + KINDS_PER_CART);
    for (const sku of batch) await callApi(baseUrl, addShoppingCart, { ...sku, num: 1 }, token);
    const stocked = new Set(
      (await emptyCart(baseUrl, token)).filter((l) => l.stock >= MIN_STOCK).map((l) => l.skuId),
    );
    pool.push(...batch.filter((sku) => stocked.has(sku.skuId)));
  }
  if (pool.length < KINDS_PER_CART) {
    throw new Error(`only ${pool.length} SKUs with stock ≥ ${MIN_STOCK} found: is the catalogue seeded?`);
  }
  return pool;
}

/** Logs a bench purchaser in (registering it on first use) with an empty cart. */
async function readyBuyer(context: BenchContext, index: number): Promise<string> {
  const username = `benchcart${String(index + 1).padStart(2, '0')}`;
  const { baseUrl } = context;
  if (!(await callApi(baseUrl, checkUserExist, { username })).exists) {
    await callApi(baseUrl, registerPerson, {
      username,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      userName: `压测采购员${index + 1}`,
      mobile: `1370000${String(index + 1).padStart(4, '0')}`,
    });
  }
  const token = await context.login(username);
  await emptyCart(baseUrl, token);
  return token;
}

export const addShoppingCartScenario: BenchScenario = {
  name: 'addShoppingCart',
  summary:
    `usc_addShoppingCart of 1-3 pieces over ${BUYERS} purchasers, each within ${KINDS_PER_CART} SKUs: ` +
    'cart lock, SKU + line + kinds read, upsert',
  async prepare(context) {
    const tokens: string[] = [];
    for (let i = 0; i < BUYERS; i++) tokens.push(await readyBuyer(context, i));
    const pool = await skuPool(context.baseUrl, tokens[0]);
    const random = mulberry32(20260105);
    const buyers = tokens.map((token) => {
      const start = Math.floor(random() * pool.length);
      return {
        token,
        skus: Array.from({ length: KINDS_PER_CART }, (_, k) => pool[(start + k) % pool.length]),
      };
    });
    // signedCallLoad asks for the body first, then the token: both belong to the buyer picked here.
    let current = buyers[0];
    return signedCallLoad(addShoppingCart, {
      pn: 'ecDetail',
      nextInput: () => {
        current = buyers[Math.floor(random() * buyers.length)];
        const sku = current.skus[Math.floor(random() * current.skus.length)];
        return { ...sku, num: 1 + Math.floor(random() * 3) };
      },
      nextToken: () => current.token,
    });
  },
};

import { z } from 'zod';
import { defineCall, emptyInput } from '../define-call';
import { CART_MAX_KINDS, CART_MAX_QUANTITY } from '../limits';
import { idSchema } from '../lists';
import { moneyOutputSchema } from '../money-schema';
import { stockStateSchema } from './ucc-goods';

/** A cart or checkout quantity: a whole number from 1 to 9999. */
export const cartQuantitySchema = z
  .number('validation.integer')
  .int('validation.integer')
  .min(1, 'cart.quantityMin')
  .max(CART_MAX_QUANTITY, 'cart.quantityMax');
const cartIds = z.array(idSchema).min(1, 'validation.required').max(CART_MAX_KINDS);

export const cartLineSchema = z.object({
  cartId: idSchema,
  skuId: idSchema,
  skuName: z.string(),
  skuNameEn: z.string(),
  model: z.string(),
  unit: z.string(),
  picture: z.string(),
  /** Current sale price. */
  price: moneyOutputSchema,
  marketPrice: moneyOutputSchema,
  num: z.number().int(),
  /** price × num. */
  subtotal: moneyOutputSchema,
  stock: z.number().int(),
  stockState: stockStateSchema,
  /** false: taken off shelf (or its shop or supplier stopped) since it was added; it cannot be bought or ticked. */
  onShelf: z.boolean(),
  ticked: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  shops: z.array(
    z.object({
      supplierShopId: idSchema,
      shopName: z.string(),
      shopNameEn: z.string(),
      supplierId: idSchema,
      supplierName: z.string(),
      supplierNameEn: z.string(),
      lines: z.array(cartLineSchema),
    }),
  ),
  /** Distinct goods in the cart. */
  totalNum: z.number().int(),
  /** Ticked lines that can be bought, their pieces and amount. */
  tickedKinds: z.number().int(),
  tickedPieces: z.number().int(),
  tickedAmount: moneyOutputSchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const cartCountSchema = z.object({ totalNum: z.number().int() });

export const addShoppingCart = defineCall({
  name: 'usc_addShoppingCart',
  writes: true,
  touches: ['cart'],
  audience: ['purchaser'],
  summary:
    'Adds a SKU of a shop to the cart; a SKU already there gets the quantity added. At most 100 kinds.',
  input: z.object({ skuId: idSchema, supplierShopId: idSchema, num: cartQuantitySchema }).strict(),
  output: cartCountSchema,
});

export const queryCart = defineCall({
  name: 'usc_queryCart',
  audience: ['purchaser'],
  summary: "The caller's cart grouped by shop with current prices and stock.",
  input: emptyInput,
  output: cartSchema,
});

export const changeAmount = defineCall({
  name: 'usc_changeAmount',
  writes: true,
  touches: ['cart'],
  audience: ['purchaser'],
  summary: 'Sets the quantity of one cart line.',
  input: z.object({ cartId: idSchema, num: cartQuantitySchema }).strict(),
  output: cartSchema,
});

export const deleteCart = defineCall({
  name: 'usc_deleteCart',
  writes: true,
  touches: ['cart'],
  audience: ['purchaser'],
  summary: 'Deletes one or more of the caller’s cart lines.',
  input: z.object({ cartIds }).strict(),
  output: cartSchema,
});

const tickInput = z
  .object({ cartIds: cartIds.optional(), all: z.literal(true).optional() })
  .strict()
  .refine((v) => (v.cartIds === undefined) !== (v.all === undefined), {
    message: 'cart.tickTarget',
    path: ['cartIds'],
  });

export const tickCart = defineCall({
  name: 'usc_tickCart',
  writes: true,
  touches: ['cart'],
  audience: ['purchaser'],
  summary: 'Ticks the named lines (or all lines) for checkout.',
  input: tickInput,
  output: cartSchema,
});

export const untickCart = defineCall({
  name: 'usc_untickCart',
  writes: true,
  touches: ['cart'],
  audience: ['purchaser'],
  summary: 'Unticks the named lines (or all lines).',
  input: tickInput,
  output: cartSchema,
});

export const getCartCount = defineCall({
  name: 'usc_getCartCount',
  audience: ['user'],
  summary: 'How many distinct goods are in the caller’s cart (0 for users who have no cart).',
  input: emptyInput,
  output: cartCountSchema,
});

import { z } from 'zod';
import { defineCall } from '../define-call';
import { CART_MAX_KINDS } from '../limits';
import { idSchema } from '../lists';
import { moneyOutputSchema } from '../money-schema';
import { cartQuantitySchema, cartSchema } from './usc-cart';

// A visitor's cart lives in the browser (SPEC §2); these calls price it for the visitor and merge it into the
// account's cart at login. The browser sends only ids, quantities and ticks: prices and availability are the
// server's.

/** One line of the browser's cart. */
export const visitorCartLineSchema = z
  .object({ skuId: idSchema, supplierShopId: idSchema, num: cartQuantitySchema, ticked: z.boolean() })
  .strict();

/** The browser's lines: at most 100 kinds, each SKU once. */
const visitorCartLines = z
  .array(visitorCartLineSchema)
  .max(CART_MAX_KINDS, 'cart.limitReached')
  .refine((lines) => new Set(lines.map((line) => line.skuId)).size === lines.length, {
    message: 'cart.duplicateLine',
  });

export const visitorCartSchema = cartSchema.extend({
  /** Lines whose SKU the storefront no longer shows (unknown, another shop's, outside the visitor's view). */
  unavailable: z.array(z.object({ skuId: idSchema, supplierShopId: idSchema })),
  /** Each shop's freight for its ticked, buyable lines (the shop's rule needs no address). */
  shopFreights: z.array(
    z.object({ supplierShopId: idSchema, freight: moneyOutputSchema, freightFreeAbove: moneyOutputSchema }),
  ),
  freight: moneyOutputSchema,
  /** tickedAmount + freight. */
  payable: moneyOutputSchema,
});
export type VisitorCart = z.infer<typeof visitorCartSchema>;

export const viewVisitorCart = defineCall({
  name: 'usc_viewVisitorCart',
  audience: ['public'],
  summary:
    "Prices a visitor's browser cart as the storefront shows it to the caller: lines grouped by shop (lines as cartId = skuId), stock, off-shelf lines, ticked totals with each shop's freight; lines no longer shown are listed as unavailable. Writes nothing.",
  input: z.object({ lines: visitorCartLines }).strict(),
  output: visitorCartSchema,
});

/** Why a browser line was not merged: not shown or not buyable any more, sold out, or no room in 100 kinds. */
export const MERGE_REFUSALS = ['unavailable', 'outOfStock', 'cartFull'] as const;
export type MergeRefusal = (typeof MERGE_REFUSALS)[number];

export const mergeVisitorCart = defineCall({
  name: 'usc_mergeVisitorCart',
  writes: true,
  touches: ['cart'],
  audience: ['purchaser'],
  summary:
    "Merges the browser's visitor cart into the caller's cart in one transaction, as usc_addShoppingCart adds (a line already there gets the quantity added, capped at 9999 and the stock; ticks carry over; at most 100 kinds). Lines that cannot be bought or do not fit are reported, not merged. A repeated mergeId answers the first merge's result and changes nothing.",
  input: z
    .object({
      /** Names this browser cart's content: the same cart sent twice (two tabs, a retry) merges once. */
      mergeId: z.string().regex(/^[0-9a-z]{8,64}$/, 'validation.invalid'),
      lines: visitorCartLines.min(1, 'validation.required'),
    })
    .strict(),
  output: z.object({
    mergedSkuIds: z.array(idSchema),
    refused: z.array(
      z.object({
        skuId: idSchema,
        supplierShopId: idSchema,
        reason: z.enum(MERGE_REFUSALS),
        /** The product's names when the buyer may still see it; '' when not. */
        skuName: z.string(),
        skuNameEn: z.string(),
      }),
    ),
    /** Distinct goods in the caller's cart after the merge. */
    totalNum: z.number().int(),
  }),
});

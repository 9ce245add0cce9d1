import { z } from 'zod';
import { defineCall } from '../define-call';
import { CART_MAX_KINDS, GOODS_CODE_MAX_LENGTH, QUICK_ORDER_MAX_LINES } from '../limits';
import { idSchema } from '../lists';
import { moneyOutputSchema } from '../money-schema';
import { stockStateSchema } from './ucc-goods';
import { addShoppingCart } from './usc-cart';

// SPEC §7 "Quick order: import, select, delete, check, update count": a pasted or uploaded list of goods codes
// and quantities, checked line by line against the catalogue; nothing is written until the buyer adds the
// good lines to the cart or takes them to checkout.

/** Why a quick-order line cannot be bought as it stands. */
export const QUICK_ORDER_PROBLEMS = [
  'badQuantity',
  'notFound',
  'ambiguous',
  'notBuyable',
  'offShelf',
  'insufficientStock',
] as const;
export type QuickOrderProblem = (typeof QUICK_ORDER_PROBLEMS)[number];

const goodsCode = z
  .string('validation.invalid')
  .trim()
  .min(1, 'validation.required')
  .max(GOODS_CODE_MAX_LENGTH, 'quickOrder.codeTooLong');

export const quickOrderLineInput = z
  .object({
    code: goodsCode,
    // Any number: a quantity out of range is answered on its line, not refused for the whole list.
    num: z.number('validation.invalid'),
  })
  .strict();

export const quickOrderSkuSchema = z.object({
  skuId: idSchema,
  supplierShopId: idSchema,
  supplierId: idSchema,
  shopName: z.string(),
  shopNameEn: z.string(),
  supplierName: z.string(),
  supplierNameEn: z.string(),
  skuName: z.string(),
  skuNameEn: z.string(),
  model: z.string(),
  unit: z.string(),
  price: moneyOutputSchema,
  stock: z.number().int(),
  stockState: stockStateSchema,
});

export const quickOrderCheckedLineSchema = z.object({
  /** The code as given (trimmed); duplicates keep the first line's spelling. */
  code: z.string(),
  /** The quantity, summed over duplicate lines. */
  num: z.number(),
  /** How many input lines carried this code (more than 1: they were merged into this one). */
  mergedLines: z.number().int(),
  /** null when no single SKU answers to the code. */
  sku: quickOrderSkuSchema.nullable(),
  problem: z.enum(QUICK_ORDER_PROBLEMS).nullable(),
  /** The message of the problem in the caller's language; null when the line can be bought. */
  problemText: z.string().nullable(),
});
export type QuickOrderCheckedLine = z.infer<typeof quickOrderCheckedLineSchema>;

export const quickOrderCheckSchema = z.object({ lines: z.array(quickOrderCheckedLineSchema) });
export type QuickOrderCheck = z.infer<typeof quickOrderCheckSchema>;

const quickOrderCheckInput = z
  .object({
    lines: z
      .array(quickOrderLineInput)
      .min(1, 'quickOrder.noLines')
      .max(QUICK_ORDER_MAX_LINES, 'quickOrder.tooManyLines'),
  })
  .strict();

export const checkQuickOrder = defineCall({
  name: 'usc_checkQuickOrder',
  audience: ['purchaser'],
  summary:
    'Checks a quick-order list: each code (a SKU id or a supplier goods code) with its SKU and its problem (not found, several suppliers, not buyable, off shelf, stock, quantity), duplicates merged, in input order. Writes nothing.',
  input: quickOrderCheckInput,
  output: quickOrderCheckSchema,
});

// SPEC §2 opens the fast order to visitors: they paste lines (no file reads) and see goods, stock and prices
// as the storefront shows them to a visitor. Anyone may probe the catalogue with it, so it is limited per
// client address.
export const checkVisitorQuickOrder = defineCall({
  name: 'usc_checkVisitorQuickOrder',
  audience: ['public'],
  rateLimited: true,
  summary:
    "A visitor's quick-order check: as usc_checkQuickOrder, with the goods a visitor sees on the storefront (a signed-in caller's own visibility applies). Limited per client address; writes nothing.",
  input: quickOrderCheckInput,
  output: quickOrderCheckSchema,
});

export const readQuickOrderFile = defineCall({
  name: 'usc_readQuickOrderFile',
  audience: ['purchaser'],
  summary:
    "Reads an uploaded quick-order sheet (the cart import template: goods code and quantity; fileId from /api/cfc/uploadFile, group spreadsheet, the caller's own upload) and checks its lines as usc_checkQuickOrder does.",
  input: z.object({ fileId: idSchema }).strict(),
  output: quickOrderCheckSchema,
});

export const addShoppingCartLines = defineCall({
  name: 'usc_addShoppingCartLines',
  writes: true,
  touches: ['cart'],
  audience: ['purchaser'],
  summary:
    'Adds several SKUs to the cart in one transaction (quick order): each line as usc_addShoppingCart adds it; one refused line refuses them all.',
  input: z
    .object({
      lines: z
        .array(addShoppingCart.input)
        .min(1, 'validation.required')
        .max(CART_MAX_KINDS, 'cart.limitReached'),
    })
    .strict(),
  output: z.object({ added: z.number().int(), totalNum: z.number().int() }),
});

/** A row of the cart import template (also the quick-order sheet): goods code and quantity. */
export const cartImportRow = z.object({ code: goodsCode, num: addShoppingCart.input.shape.num }).strict();

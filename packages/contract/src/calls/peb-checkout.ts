import { z } from 'zod';
import { defineAuditTarget } from '../audit';
import { defineCall } from '../define-call';
import { GROUP_WAYS, InvoiceType, PayType } from '../dictionaries';
import { CART_MAX_KINDS } from '../limits';
import { idSchema } from '../lists';
import { moneyOutputSchema, moneySchema } from '../money-schema';
import { bankTransferSchema, orderLineSchema } from '../orders';
import { bilingual } from '../texts';
import { addressSchema, boundedText } from './umc-addresses';
import { invoiceTitleSchema } from './umc-invoice-titles';
import { cartQuantitySchema } from './usc-cart';

/** Where a checkout starts: the ticked cart lines, one product page ("buy now"), a quick-order list. */
export const CHECKOUT_SOURCES = ['cart', 'buyNow', 'fastOrder'] as const;
export type CheckoutSourceCode = (typeof CHECKOUT_SOURCES)[number];

/** Why a line cannot be ordered now: taken off shelf, not enough stock (`stock` left), shop closed. */
export const LINE_PROBLEMS = ['offShelf', 'insufficientStock', 'notBuyable'] as const;
export type LineProblem = (typeof LINE_PROBLEMS)[number];

export const parentOrderTarget = defineAuditTarget('parentOrder', bilingual('订单', 'Order'));

const checkoutItem = z
  .object({ skuId: idSchema, supplierShopId: idSchema, num: cartQuantitySchema })
  .strict();
const checkoutItems = z
  .array(checkoutItem)
  .min(1, 'validation.required')
  .max(CART_MAX_KINDS, 'checkout.tooManyLines');
const checkoutCartIds = z
  .array(idSchema)
  .min(1, 'validation.required')
  .max(CART_MAX_KINDS, 'checkout.tooManyLines');

/** purchaseUnitGroup: the purchasing unit (department) a line is bought for; the buyer's own by default. */
const lineUnit = z.object({ skuId: idSchema, orgUnitId: idSchema }).strict();

/** orderGroup: the most groups a buyer makes of one shop's lines. */
export const MAX_ORDER_GROUPS = 20;
/**
 * orderGroup: the group a line goes into (1 by default); a shop's lines of one group make one supplier
 * order, so the buyer splits a shop's goods into several orders.
 */
const lineGroup = z
  .object({
    skuId: idSchema,
    groupNo: z.number('validation.invalid').int('validation.invalid').min(1).max(MAX_ORDER_GROUPS),
  })
  .strict();

const sourceFields = {
  source: z.enum(CHECKOUT_SOURCES),
  /** cart: these lines of the caller's cart (default: the ticked ones). */
  cartIds: checkoutCartIds.optional(),
  /** buyNow / fastOrder: the lines themselves. */
  items: checkoutItems.optional(),
  /** Absent: the buyer's organisation's default (parameter order.defaultGroupWay). */
  groupWay: z.enum(GROUP_WAYS).optional(),
  lineUnits: z.array(lineUnit).max(CART_MAX_KINDS, 'checkout.tooManyLines').optional(),
  lineGroups: z.array(lineGroup).max(CART_MAX_KINDS, 'checkout.tooManyLines').optional(),
};

/** cart takes no items; buyNow (one line) and fastOrder need them. */
function refineSource<
  S extends z.ZodType<{ source: CheckoutSourceCode; cartIds?: unknown; items?: unknown[] }>,
>(schema: S): S {
  return schema
    .refine((v) => v.source === 'cart' || v.items !== undefined, {
      message: 'validation.required',
      path: ['items'],
    })
    .refine((v) => v.source !== 'cart' || v.items === undefined, {
      message: 'validation.invalid',
      path: ['items'],
    })
    .refine((v) => v.source === 'cart' || v.cartIds === undefined, {
      message: 'validation.invalid',
      path: ['cartIds'],
    })
    .refine((v) => v.source !== 'buyNow' || (v.items?.length ?? 0) === 1, {
      message: 'checkout.buyNowOneLine',
      path: ['items'],
    });
}

/** A line as it would be ordered: the order line snapshot with the price now, stock, unit and problem. */
export const settlementLineSchema = orderLineSchema
  .omit({ orderLineId: true, unitPrice: true, shippedNum: true, acceptedNum: true })
  .extend({
    /** The cart line (cart source), else null. */
    cartId: idSchema.nullable(),
    supplierShopId: idSchema,
    /** The sale price now: submit sends it back as `expectedPrice`. */
    price: moneyOutputSchema,
    stock: z.number().int(),
    orgUnitId: idSchema.nullable(),
    /** orderGroup: the line's group number; else null. */
    groupNo: z.number().int().nullable(),
    /** null: can be ordered; else why not (such lines are left out of every total and cannot be submitted). */
    problem: z.enum(LINE_PROBLEMS).nullable(),
  });
export type SettlementLine = z.infer<typeof settlementLineSchema>;

export const settlementGroupSchema = z.object({
  /** Names the supplier order this group becomes: the remark of submit is keyed by it. */
  groupKey: z.string(),
  supplierId: idSchema,
  supplierName: z.string(),
  supplierNameEn: z.string(),
  supplierShopId: idSchema,
  shopName: z.string(),
  shopNameEn: z.string(),
  orgUnitId: idSchema.nullable(),
  orgUnitName: z.string(),
  orgUnitNameEn: z.string(),
  /** orderGroup: the buyer's group number of this order; else null. */
  groupNo: z.number().int().nullable(),
  lines: z.array(settlementLineSchema),
  goodsAmount: moneyOutputSchema,
  /** Free when the goods amount reaches `freightFreeAbove` (and the shop charges at all). */
  freight: moneyOutputSchema,
  freightFreeAbove: moneyOutputSchema,
  amount: moneyOutputSchema,
  deliveryDaysMin: z.number().int(),
  deliveryDaysMax: z.number().int(),
});
export type SettlementGroup = z.infer<typeof settlementGroupSchema>;

export const settlementSchema = z.object({
  source: z.enum(CHECKOUT_SOURCES),
  groupWay: z.enum(GROUP_WAYS),
  groups: z.array(settlementGroupSchema),
  /** Lines and pieces that can be ordered. */
  kinds: z.number().int(),
  pieces: z.number().int(),
  goodsAmount: moneyOutputSchema,
  freight: moneyOutputSchema,
  payable: moneyOutputSchema,
  /** The payable in Chinese capitals (toChineseAmount). */
  payableInWords: z.string(),
  /** The checkout total is above the organisation's approval threshold: the buyer is warned before submitting. */
  needsApproval: z.boolean(),
  /** Lines that cannot be ordered now. */
  problemCount: z.number().int(),
  addresses: z.array(addressSchema),
  invoiceTitles: z.array(invoiceTitleSchema),
  payMethods: z.array(
    z.object({ code: z.enum([PayType.online, PayType.offline, PayType.monthly]), label: z.string() }),
  ),
  /** The buyer's organisation's purchasing units (for purchaseUnitGroup). */
  orgUnits: z.array(z.object({ orgUnitId: idSchema, name: z.string(), nameEn: z.string() })),
  /** The buyer's own unit: the default of every line under purchaseUnitGroup. */
  ownOrgUnitId: idSchema.nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const getSettlement = defineCall({
  name: 'peb_getSettlement',
  audience: ['purchaser'],
  summary:
    'The settlement page: lines grouped into the supplier orders they will become, freight, delivery ranges, totals, ' +
    "the caller's addresses, invoice titles and pay methods; lines that cannot be ordered say why.",
  input: refineSource(z.object(sourceFields).strict()),
  output: settlementSchema,
});

const expectedPrice = z.object({ skuId: idSchema, expectedPrice: moneySchema }).strict();

export const submitOrderInput = refineSource(
  z
    .object({
      ...sourceFields,
      /** Made once per settlement page: the same id again answers the first result and creates nothing. */
      requestId: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{8,64}$/, 'checkout.requestId'),
      /** Every line with the price the page showed; a changed price refuses the submission. */
      lines: z
        .array(expectedPrice)
        .min(1, 'validation.required')
        .max(CART_MAX_KINDS, 'checkout.tooManyLines'),
      addressId: idSchema,
      invoiceType: z.enum([InvoiceType.ordinary, InvoiceType.vatSpecial]),
      invoiceTitleId: idSchema.optional(),
      payMethod: z.enum([PayType.online, PayType.offline, PayType.monthly]),
      remarks: z
        .array(z.object({ groupKey: z.string().max(60), remark: boundedText(200) }).strict())
        .max(CART_MAX_KINDS)
        .optional(),
    })
    .strict(),
);

export const placedOrderSchema = z.object({
  orderId: idSchema,
  orderNo: z.string(),
  supplierId: idSchema,
  supplierName: z.string(),
  supplierNameEn: z.string(),
  amount: moneyOutputSchema,
  /** OrderStatus: '00' awaiting approval, '01' awaiting supplier confirmation. */
  orderStatus: z.string(),
  payStatus: z.string(),
});

export const orderResultSchema = z.object({
  parentOrderId: idSchema,
  parentOrderNo: z.string(),
  payable: moneyOutputSchema,
  payableInWords: z.string(),
  payMethod: z.string(),
  createdAt: z.string(),
  orders: z.array(placedOrderSchema),
  /** The platform's account a bank transfer goes to (shown when payMethod is bank transfer). */
  bankTransfer: bankTransferSchema,
});
export type OrderResult = z.infer<typeof orderResultSchema>;

export const submitOrder = defineCall({
  name: 'peb_submitOrder',
  writes: true,
  touches: ['order', 'cart', 'goods'],
  audience: ['purchaser'],
  audit: {
    target: parentOrderTarget,
    label: bilingual('提交订单', 'Submit order'),
    targetKey: 'parentOrderId',
  },
  summary:
    'Places the checkout: one parent order and one supplier order per group, stock reserved, prices checked ' +
    'against `lines[].expectedPrice`; idempotent by `requestId` per buyer.',
  input: submitOrderInput,
  output: orderResultSchema,
});

export const getOrderResult = defineCall({
  name: 'peb_getOrderResult',
  audience: ['purchaser'],
  summary: "One of the caller's placed checkouts: the parent order and its supplier orders.",
  input: z.object({ parentOrderId: idSchema }).strict(),
  output: orderResultSchema,
});

import { z } from 'zod';
import { idSchema } from './lists';
import { moneyOutputSchema } from './money-schema';

/**
 * A supplier order as every order list shows it (buyer's orders, approval list, later the supplier's and the
 * operator's lists): one shape, so one set of columns and one detail link serve them all.
 */
export const orderRowSchema = z.object({
  orderId: idSchema,
  orderNo: z.string(),
  parentOrderId: idSchema,
  parentOrderNo: z.string(),
  /** OrderStatus code (dictionary ORDER_STATUS). */
  orderStatus: z.string(),
  /** PayType code (dictionary PAY_TYPE). */
  payMethod: z.string(),
  /** PayStatus code (dictionary PAY_STATUS). */
  payStatus: z.string(),
  /** OrderChannel code (dictionary ORDER_CHANNEL). */
  channel: z.string(),
  goodsAmount: moneyOutputSchema,
  freight: moneyOutputSchema,
  amount: moneyOutputSchema,
  supplierId: idSchema,
  supplierName: z.string(),
  supplierNameEn: z.string(),
  shopName: z.string(),
  shopNameEn: z.string(),
  buyerName: z.string(),
  orgName: z.string(),
  /** Kinds of goods and pieces in the order. */
  lineCount: z.number().int(),
  pieces: z.number().int(),
  /** The first line's picture, for a thumbnail. */
  picture: z.string(),
  createdAt: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** An ordered line: the snapshot taken at submission. */
export const orderLineSchema = z.object({
  lineId: idSchema,
  skuId: idSchema,
  skuName: z.string(),
  /** The English name ('' when the supplier gave none: show skuName). */
  skuNameEn: z.string(),
  supplierSkuCode: z.string(),
  model: z.string(),
  unit: z.string(),
  brandName: z.string(),
  picture: z.string(),
  unitPrice: moneyOutputSchema,
  /** Percent, e.g. '13.00'. */
  taxRate: z.string(),
  num: z.number().int(),
  amount: moneyOutputSchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

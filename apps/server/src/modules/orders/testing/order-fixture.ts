import {
  multiplyMoney,
  OrderChannel,
  OrderStatus,
  type OrderStatusCode,
  PayType,
  sumMoney,
} from '@procuremart/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { brands, skus } from '../../catalog/shared-tables';
import { users } from '../../identity/shared-tables';
import { adoptAwaitingApprovals } from '../approval/adopt-awaiting';
import { orderLines, orders, parentOrders } from '../tables';

// Orders written straight into the tables, stock reserved as checkout does, for tests of what happens to
// an order after placement (lists, approval, payment, cancellation) without going through checkout.

export interface FixtureOrderInput {
  /** The buyer's username, e.g. 'purchaser01'. */
  buyer: string;
  /** SKUs of ONE shop with quantities. */
  lines: { skuId: number | string; num: number }[];
  status?: OrderStatusCode;
  payMethod?: string;
  freight?: string;
}

export interface FixtureOrder {
  parentOrderId: number;
  orderId: number;
  orderNo: string;
  amount: string;
}

let serial = 0;

export async function insertFixtureOrder(db: Db, input: FixtureOrderInput): Promise<FixtureOrder> {
  const [buyer] = await db.select().from(users).where(eq(users.username, input.buyer));
  if (!buyer) throw new Error(`no user ${input.buyer}`);
  const skuIds = input.lines.map((l) => Number(l.skuId));
  const rows = await db
    .select({ sku: skus, brandName: brands.brandName, brandNameEn: brands.brandNameEn })
    .from(skus)
    .innerJoin(brands, eq(brands.id, skus.brandId))
    .where(inArray(skus.id, skuIds));
  const byId = new Map(rows.map((r) => [r.sku.id, r]));
  const lines = input.lines.map((l) => {
    const row = byId.get(Number(l.skuId));
    if (!row) throw new Error(`no sku ${l.skuId}`);
    return { ...row, num: l.num, amount: multiplyMoney(row.sku.salePrice, l.num) };
  });
  const first = lines[0]?.sku;
  if (!first || lines.some((l) => l.sku.shopId !== first.shopId))
    throw new Error('lines of one shop, please');
  const goods = sumMoney(...lines.map((l) => l.amount));
  const freight = sumMoney(input.freight ?? '0');
  const amount = sumMoney(goods, freight);
  const status = input.status ?? OrderStatus.awaitingConfirmation;
  const at = new Date();
  serial += 1;
  const tag = `${Date.now().toString().slice(-8)}${process.pid % 100}${serial}`.padEnd(12, '0');
  return db.transaction(async (tx) => {
    const [parent] = await tx
      .insert(parentOrders)
      .values({
        parentOrderNo: `FP${tag}`,
        requestId: `fixture-${tag}`,
        buyerUserId: buyer.id,
        orgId: buyer.orgId,
        channel: OrderChannel.mallCart,
        payMethod: input.payMethod ?? PayType.offline,
        invoiceType: '00',
        receiverName: buyer.userName,
        receiverMobile: '13800000001',
        receiverAddress: '北京市 北京市 朝阳区 测试路1号',
        goodsAmount: goods,
        freight,
        amount,
        createdAt: at,
      })
      .returning({ id: parentOrders.id });
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: `FO${tag}`,
        parentOrderId: parent!.id,
        buyerUserId: buyer.id,
        orgId: buyer.orgId,
        supplierId: first.supplierId,
        shopId: first.shopId,
        status,
        channel: OrderChannel.mallCart,
        payMethod: input.payMethod ?? PayType.offline,
        goodsAmount: goods,
        freight,
        amount,
        needsApproval: status === OrderStatus.awaitingApproval,
        deliveryDaysMin: 1,
        deliveryDaysMax: 3,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: orders.id, orderNo: orders.orderNo, amount: orders.amount });
    await tx.insert(orderLines).values(
      lines.map((l) => ({
        orderId: order!.id,
        skuId: l.sku.id,
        skuName: l.sku.skuName,
        skuNameEn: l.sku.skuNameEn,
        supplierSkuCode: l.sku.supplierSkuCode,
        model: l.sku.model,
        unit: l.sku.unit,
        brandName: l.brandName,
        brandNameEn: l.brandNameEn,
        pictureKey: l.sku.pictureKey,
        unitPrice: l.sku.salePrice,
        taxRate: l.sku.taxRate,
        num: l.num,
        amount: l.amount,
      })),
    );
    // A waiting order has its approval running, as a placed one has.
    if (status === OrderStatus.awaitingApproval) await adoptAwaitingApprovals(tx, at);
    for (const l of lines) {
      await tx
        .update(skus)
        .set({ stock: sql`${skus.stock} - ${l.num}` })
        .where(eq(skus.id, l.sku.id));
    }
    return { parentOrderId: parent!.id, orderId: order!.id, orderNo: order!.orderNo, amount: order!.amount };
  });
}

import {
  compareMoney,
  ErrorCode,
  InvoiceType,
  OrderChannel,
  type OrderResult,
  OrderStatus,
  orderEvents,
  orderMachine,
  PayStatus,
  type submitOrder,
} from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError } from '../../../platform/errors';
import { publish } from '../../../platform/steps/domain-events';
import { recordCreation } from '../../../platform/steps/record-creation';
import { ownedTitles, visibleAddresses } from '../../addresses';
import { addresses, invoiceTitles } from '../../addresses/shared-tables';
import { removeOrderedCartLines } from '../../cart';
import { takeStock } from '../../catalog';
import type { PaymentGateway } from '../payment/gateway';
import { allowedPayMethods, throwIfOnlineNotOffered } from '../payment/pay-methods';
import { orderLines, orders, parentOrders } from '../tables';
import { planOrderApproval, startOrderApprovals } from './approval-rule';
import type { CheckoutGroup } from './checkout-groups';
import { type CheckoutLine, lineSnapshot } from './checkout-lines';
import { lockCheckoutOf } from './checkout-lock';
import { numberOrders, provisionalNumber } from './order-numbers';
import { loadOrderResult } from './order-result';
import { planCheckout } from './settlement';

type SubmitInput = ParsedInput<typeof submitOrder>;

const nameList = (lines: readonly CheckoutLine[]) => lines.map((l) => `「${l.skuName}」`).join('、');

/** The page's lines must be exactly the lines to order, each at the price the page showed. */
function throwIfPricesChanged(lines: readonly CheckoutLine[], expected: SubmitInput['lines']): void {
  const shown = new Map(expected.map((l) => [l.skuId, l.expectedPrice]));
  if (shown.size !== expected.length || shown.size !== lines.length)
    throw new BusinessError(ErrorCode.business, 'checkout.linesChanged');
  const changed = lines.filter((line) => {
    const price = shown.get(String(line.skuId));
    if (price === undefined) throw new BusinessError(ErrorCode.business, 'checkout.linesChanged');
    return compareMoney(price, line.price) !== 0;
  });
  if (changed.length > 0)
    throw new BusinessError(ErrorCode.business, 'checkout.priceChanged', { names: nameList(changed) });
}

function throwIfLineProblem(lines: readonly CheckoutLine[]): void {
  const bad = lines.find((l) => l.problem !== null);
  if (!bad) return;
  if (bad.problem === 'insufficientStock') throw insufficientStock(bad.skuName, bad.stock);
  throw new BusinessError(ErrorCode.business, 'checkout.lineUnavailable', { name: bad.skuName });
}

const insufficientStock = (name: string, stock: number) =>
  new BusinessError(ErrorCode.business, 'checkout.insufficientStock', { name, stock: Math.max(stock, 0) });

/** The receiving address, one the buyer may use, as the order's snapshot. */
async function receiverOf(tx: Tx, actor: Actor, addressId: string) {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(
      and(eq(addresses.id, Number(addressId)), eq(addresses.kind, 'receiving'), visibleAddresses(actor)),
    );
  if (!address) throw fieldError('checkout.addressInvalid', 'addressId');
  const region = [address.provinceName, address.cityName, address.districtName].filter(Boolean).join(' ');
  return {
    addressId: address.id,
    receiverName: address.contactName,
    receiverMobile: address.mobile,
    receiverPhone: address.phone,
    receiverAddress: `${region} ${address.detail}`,
  };
}

/** The invoice title snapshot; a special VAT invoice needs a title with the special-invoice details. */
async function invoiceOf(tx: Tx, actor: Actor, input: SubmitInput) {
  const special = input.invoiceType === InvoiceType.vatSpecial;
  if (input.invoiceTitleId === undefined) {
    if (special) throw fieldError('checkout.specialInvoiceTitle', 'invoiceTitleId');
    return { invoiceTitleId: null, invoiceTitle: '', invoiceCreditCode: '' };
  }
  const [title] = await tx
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, Number(input.invoiceTitleId)), ownedTitles(actor)));
  if (!title) throw fieldError('checkout.invoiceTitleInvalid', 'invoiceTitleId');
  if (special && !title.specialInvoice) throw fieldError('checkout.specialInvoiceTitle', 'invoiceTitleId');
  return { invoiceTitleId: title.id, invoiceTitle: title.title, invoiceCreditCode: title.creditCode };
}

/** Takes the stock of every line (the catalog locks the SKUs in id order); refuses when one is short. */
async function reserveStock(tx: Tx, lines: readonly CheckoutLine[]): Promise<void> {
  const short = await takeStock(tx, lines);
  if (short) throw insufficientStock(short.hold.skuName, short.left);
}

async function insertGroup(
  tx: Tx,
  context: { actor: Actor; parentOrderId: number; channel: string; payMethod: string; at: Date },
  group: CheckoutGroup,
  status: string,
  remark: string,
): Promise<number> {
  const { actor, at } = context;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: provisionalNumber(),
      parentOrderId: context.parentOrderId,
      buyerUserId: actor.userId,
      orgId: actor.orgId,
      orgUnitId: group.orgUnit?.id ?? null,
      supplierId: group.first.supplierId,
      shopId: group.first.shopId,
      status,
      channel: context.channel,
      payMethod: context.payMethod,
      payStatus: PayStatus.unpaid,
      goodsAmount: group.goodsAmount,
      freight: group.freight,
      amount: group.amount,
      needsApproval: status === OrderStatus.awaitingApproval,
      remark,
      deliveryDaysMin: group.first.deliveryDaysMin,
      deliveryDaysMax: group.first.deliveryDaysMax,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: orders.id });
  await recordCreation(tx, orderMachine, { targetId: order!.id, status, actor, at });
  await tx.insert(orderLines).values(
    group.lines.map((line) => ({
      ...lineSnapshot(line),
      orderId: order!.id,
      pictureKey: line.pictureKey,
      unitPrice: line.price,
      amount: line.amount,
    })),
  );
  return order!.id;
}

/**
 * peb_submitOrder, in the call's transaction. The buyer's checkouts run one at a time (an advisory lock), so
 * a repeated request id finds the first result and creates nothing, even when both arrive at once. Every
 * refusal (changed price, stock, address, invoice, pay method) throws before anything is kept.
 */
export async function submitOrderFor(
  { db, tx }: { db?: Db; tx: Tx },
  actor: Actor,
  input: SubmitInput,
  gateway: PaymentGateway | null,
): Promise<OrderResult> {
  await lockCheckoutOf(tx, actor.userId);
  const [earlier] = await tx
    .select({ id: parentOrders.id })
    .from(parentOrders)
    .where(and(eq(parentOrders.buyerUserId, actor.userId), eq(parentOrders.requestId, input.requestId)));
  if (earlier) return loadOrderResult(tx, actor, earlier.id);

  const plan = await planCheckout(tx, actor, input);
  throwIfPricesChanged(plan.lines, input.lines);
  throwIfLineProblem(plan.lines);
  throwIfOnlineNotOffered(input.payMethod, gateway);
  if (!(await allowedPayMethods(tx, actor, gateway)).includes(input.payMethod))
    throw fieldError('checkout.payMethodNotAllowed', 'payMethod');
  const receiver = await receiverOf(tx, actor, input.addressId);
  const invoice = await invoiceOf(tx, actor, input);

  const at = now();
  const channel = input.source === 'fastOrder' ? OrderChannel.quickOrder : OrderChannel.mallCart;
  const [parent] = await tx
    .insert(parentOrders)
    .values({
      parentOrderNo: provisionalNumber(),
      requestId: input.requestId,
      buyerUserId: actor.userId,
      orgId: actor.orgId,
      channel,
      payMethod: input.payMethod,
      invoiceType: input.invoiceType,
      ...invoice,
      ...receiver,
      goodsAmount: plan.goodsAmount,
      freight: plan.freight,
      amount: plan.payable,
      createdAt: at,
    })
    .returning({ id: parentOrders.id });
  // One rule for the whole checkout: when its organisation's approval process applies, every order of it waits.
  const approval = await planOrderApproval(
    tx,
    actor,
    { payable: plan.payable, payMethod: input.payMethod, skuIds: plan.lines.map((l) => l.skuId) },
    at,
  );
  const status = approval ? OrderStatus.awaitingApproval : OrderStatus.awaitingConfirmation;
  const remarks = new Map((input.remarks ?? []).map((r) => [r.groupKey, r.remark]));
  const context = { actor, parentOrderId: parent!.id, channel, payMethod: input.payMethod, at };
  const orderIds: number[] = [];
  for (const group of plan.groups) {
    orderIds.push(await insertGroup(tx, context, group, status, remarks.get(group.groupKey) ?? ''));
  }
  await numberOrders({ db, tx }, parent!.id, at);
  // Numbered: each order's approval starts on the version published now, which it keeps to its end.
  if (approval) await startOrderApprovals(tx, approval, actor.userId, orderIds, at);
  // Numbered and complete: each order placed is heard by its subscribers (its supplier is told).
  await publish(
    tx,
    orderIds.map((orderId) => orderEvents.placed.of({ orderId, remark: '', step: 'create' })),
  );

  const ordered = plan.lines.flatMap((l) => (l.cartId === null ? [] : [l.cartId]));
  await removeOrderedCartLines(tx, ordered);

  // Stock last: the SKU rows stay locked from here to the commit, so checkouts of the same goods wait on each
  // other for a few statements, not for the whole checkout. Short stock still refuses all of it (rolled back).
  await reserveStock(tx, plan.lines);
  const result = await loadOrderResult(tx, actor, parent!.id);
  // The whole checkout placed: its buyer is told (orders' notices subscribe).
  await publish(tx, [
    orderEvents.checkoutPlaced.of({
      parentOrderId: parent!.id,
      parentOrderNo: result.parentOrderNo,
      orderCount: result.orders.length,
      payable: result.payable,
      buyerUserId: actor.userId,
    }),
  ]);
  return result;
}

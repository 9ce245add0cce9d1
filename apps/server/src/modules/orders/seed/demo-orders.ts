import { SkuStatus, submitOrder } from '@procuremart/contract';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { runAsOperation } from '../../../platform/steps/operation-context';
import { addresses } from '../../addresses/shared-tables';
import { skus, supplierShops, suppliers } from '../../catalog/shared-tables';
import { loadUserActor } from '../../identity';
import { users } from '../../identity/shared-tables';
import {
  cancelOrApply,
  closeOrderByOperator,
  confirmArrival,
  confirmOrder,
  decideOrder,
  deliverGoods,
  refuseOrder,
  registerArrival,
  submitOrderFor,
} from '../index';
import { orderLines } from '../tables';

// Demo orders in every state for purchaser01 and purchaser02 with supplier01 and supplier02, placed and
// moved on through the same use-cases as the users' own calls (checkout, approval, confirmation, delivery,
// arrival, acceptance, cancellation, closing), so every order list has content on a fresh start.

type Party = 'purchaser01' | 'purchaser02' | 'approver01' | 'supplier01' | 'supplier02' | 'operator01';
type Good = { skuId: number; shopId: number; price: string };

interface DemoWorld {
  actors: Record<Party, Actor>;
  goods: Record<'supplier01' | 'supplier02', Good[]>;
  addressOf: Record<'purchaser01' | 'purchaser02', number>;
}

/** What each demo checkout is taken to: the order status it ends in, and the steps that get it there. */
const STORIES = [
  'awaitingConfirmation',
  'awaitingDelivery',
  'partlyDelivered',
  'completed',
  'cancelled',
  'refused',
  'cancelApplied',
  'closed',
  'awaitingApproval',
] as const;
type Story = (typeof STORIES)[number];

async function loadWorld(tx: Tx): Promise<DemoWorld | null> {
  const names: Party[] = [
    'purchaser01',
    'purchaser02',
    'approver01',
    'supplier01',
    'supplier02',
    'operator01',
  ];
  const rows = await tx
    .select({ id: users.id, username: users.username, orgId: users.orgId })
    .from(users)
    .where(inArray(users.username, names));
  const actors = {} as Record<Party, Actor>;
  for (const row of rows) {
    const actor = await loadUserActor(tx, row.id);
    if (actor) actors[row.username as Party] = actor;
  }
  if (names.some((name) => !actors[name])) return null;
  const goods = {} as DemoWorld['goods'];
  for (const supplier of ['supplier01', 'supplier02'] as const) {
    const orgId = rows.find((r) => r.username === supplier)?.orgId;
    if (!orgId) return null;
    goods[supplier] = await tx
      .select({ skuId: skus.id, shopId: skus.shopId, price: skus.salePrice })
      .from(skus)
      .innerJoin(supplierShops, eq(supplierShops.id, skus.shopId))
      .innerJoin(suppliers, eq(suppliers.id, supplierShops.supplierId))
      .where(
        and(
          eq(suppliers.orgId, orgId),
          eq(skus.status, SkuStatus.onShelf),
          gte(skus.stock, 200),
          gte(skus.salePrice, '20'),
          lte(skus.salePrice, '400'),
        ),
      )
      .orderBy(asc(skus.id))
      .limit(3);
    if (goods[supplier].length < 3) return null;
  }
  const addressOf = {} as DemoWorld['addressOf'];
  for (const buyer of ['purchaser01', 'purchaser02'] as const) {
    const [address] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, actors[buyer].userId), eq(addresses.isDefault, true)));
    if (!address) return null;
    addressOf[buyer] = address.id;
  }
  return { actors, goods, addressOf };
}

/** One checkout of two lines from each demo supplier: an order per supplier. */
async function place(tx: Tx, world: DemoWorld, buyer: 'purchaser01' | 'purchaser02', story: Story) {
  // Above the organisation's approval threshold (5,000.00) only for the story that waits for approval.
  const pieces = (good: Good) =>
    story === 'awaitingApproval' ? Math.ceil(5200 / Number(good.price)) : 2 + (STORIES.indexOf(story) % 3);
  const lines = [...world.goods.supplier01.slice(0, 2), ...world.goods.supplier02.slice(0, 2)];
  const input = submitOrder.input.parse({
    requestId: `demo-${buyer}-${story}`,
    source: 'fastOrder',
    items: lines.map((good) => ({
      skuId: String(good.skuId),
      supplierShopId: String(good.shopId),
      num: pieces(good),
    })),
    lines: lines.map((good) => ({ skuId: String(good.skuId), expectedPrice: good.price })),
    addressId: String(world.addressOf[buyer]),
    invoiceType: '00',
    payMethod: '02',
  });
  // Demo orders are paid by bank transfer: no gateway is needed to place them.
  const result = await submitOrderFor({ tx }, world.actors[buyer], input, null);
  return result.orders.map((order) => ({
    orderId: Number(order.orderId),
    supplier: (order.supplierId === String(world.actors.supplier01.supplierId)
      ? 'supplier01'
      : 'supplier02') as 'supplier01' | 'supplier02',
  }));
}

async function shipAll(tx: Tx, supplier: Actor, orderId: number, half: boolean) {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const shipped = half ? lines.slice(0, 1) : lines;
  return deliverGoods(tx, supplier, {
    orderId,
    lines: shipped.map((line) => ({ orderLineId: String(line.id), num: line.num })),
    carrier: '顺丰速运',
    waybillNo: `SF${String(orderId).padStart(10, '0')}`,
  });
}

/** Takes one supplier order along its story with the parties' own use-cases. */
async function tell(
  tx: Tx,
  world: DemoWorld,
  buyer: 'purchaser01' | 'purchaser02',
  story: Story,
  order: { orderId: number; supplier: 'supplier01' | 'supplier02' },
) {
  const supplier = world.actors[order.supplier];
  const { orderId } = order;
  switch (story) {
    case 'awaitingConfirmation':
      return;
    case 'awaitingApproval':
      // approver01 approves purchaser01's order for supplier01 and leaves the other one waiting.
      if (buyer === 'purchaser01' && order.supplier === 'supplier01')
        await decideOrder(tx, world.actors.approver01, { orderId, approved: true, remark: '同意采购' });
      return;
    case 'refused':
      await refuseOrder(tx, supplier, orderId, '该型号暂时缺货，请改选其他型号');
      return;
    case 'cancelled':
      await cancelOrApply(tx, world.actors[buyer], { orderId, reason: '采购计划调整，不再需要' });
      return;
  }
  await confirmOrder(tx, supplier, orderId);
  if (story === 'awaitingDelivery') return;
  if (story === 'cancelApplied') {
    await cancelOrApply(tx, world.actors[buyer], { orderId, reason: '项目延期，申请取消订单' });
    return;
  }
  if (story === 'closed') {
    await closeOrderByOperator(tx, world.actors.operator01, {
      orderId,
      reason: '供应商无法履约，运营关闭订单',
    });
    return;
  }
  const shipment = await shipAll(tx, supplier, orderId, story === 'partlyDelivered');
  if (story === 'partlyDelivered') return;
  await registerArrival(tx, world.actors[buyer], { shipmentId: String(shipment.shipmentId), lines: [] });
  await confirmArrival(tx, world.actors[buyer], String(shipment.shipmentId));
}

/**
 * Places and moves on the demo orders when the demo accounts, their addresses and the demo catalogue are
 * there; otherwise (a lean database) it does nothing.
 */
export async function seedDemoOrders(tx: Tx): Promise<void> {
  const world = await loadWorld(tx);
  if (!world) return;
  // Demo data is no one's operation: its steps leave history, not operation-log rows.
  await runAsOperation(
    undefined,
    async () => {
      for (const buyer of ['purchaser01', 'purchaser02'] as const) {
        for (const story of STORIES) {
          const placed = await place(tx, world, buyer, story);
          for (const order of placed) await tell(tx, world, buyer, story, order);
        }
      }
    },
    { stepsLogged: false },
  );
}

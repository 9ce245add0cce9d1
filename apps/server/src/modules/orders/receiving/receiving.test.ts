import {
  allArrivalAccept,
  arrivalListColumns,
  arrivalRegister,
  cellValue,
  commitDownloadTask,
  confirmArrive,
  inspectionDetailColumns,
  queryArrivalAcceptList,
  queryHisAcceptOrderList,
  queryHisDeliveryOrderList,
  queryMyOrderList,
  querySaleOrderList,
  rejectArrive,
  searchGoods,
} from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import { call, dataOf } from '../../../testing/call';
import {
  downloadUrl,
  exportThroughTask,
  getFile,
  pageReading,
  sheetCells,
  sheetRows,
} from '../../../testing/files';
import { indexSkus } from '../../search';
import { useOrderApiTest } from '../buyer/order-api-test-setup';
import { insertFixtureOrder } from '../testing/order-fixture';
import {
  arrivedNums,
  assignToSupplier01,
  lineCounts,
  messageTitlesOf,
  orderStatusOf,
  shipmentOf,
} from './testing/receiving-test-helpers';
import { insertFixtureShipment } from './testing/shipment-fixture';

const ctx = useOrderApiTest();
const as = (who: string) => ({ token: ctx.tokens[who] });

/** An order of purchaser01 (pen and clip lines by default), delivered to supplier01's account. */
async function deliveredOrder(nums: number[], lines = [ctx.f.pen.skuId, ctx.f.clip.skuId]) {
  const order = await insertFixtureOrder(ctx.t.db, {
    buyer: 'purchaser01',
    lines: lines.map((skuId, i) => ({ skuId, num: nums[i] ?? 1 })),
    status: '02',
  });
  await assignToSupplier01(ctx.t.db, order.orderId);
  return order;
}
const ship = (orderId: number, nums: number[]) => insertFixtureShipment(ctx.t.db, { orderId, nums });
const register = (shipmentId: number, lines: { orderLineId: number; num: number }[], who = 'purchaser01') =>
  call(
    ctx.t.app,
    arrivalRegister,
    {
      shipmentId: String(shipmentId),
      lines: lines.map((l) => ({ orderLineId: String(l.orderLineId), num: l.num })),
    },
    as(who),
  );
const accept = (shipmentId: number, who = 'purchaser01') =>
  call(ctx.t.app, confirmArrive, { shipmentId: String(shipmentId) }, as(who));

describe('arrival and acceptance', () => {
  it('the buyer registers what arrived, accepts it, and the fully accepted order completes', async () => {
    const order = await deliveredOrder([2, 3]);
    const shipment = await ship(order.orderId, [2, 3]);
    const [pen] = shipment.lineIds;

    const registered = dataOf(await register(shipment.shipmentId, [{ orderLineId: pen!, num: 2 }]));
    expect(registered).toMatchObject({ status: '2', orderStatus: '03' });
    expect(await arrivedNums(ctx.t.db, shipment.shipmentId)).toEqual([2, 3]);
    expect((await shipmentOf(ctx.t.db, shipment.shipmentId))?.arrivedAt).not.toBeNull();

    const accepted = dataOf(await accept(shipment.shipmentId));
    expect(accepted).toMatchObject({ status: '3', orderStatus: '07' });
    expect(await lineCounts(ctx.t.db, order.orderId)).toEqual([
      [2, 2, 2],
      [3, 3, 3],
    ]);
    const supplierInbox = await messageTitlesOf(ctx.t.db, 'supplier01');
    expect(supplierInbox).toContainEqual(expect.stringContaining(`发货单 ${shipment.shipmentNo} 已验收`));
    expect(supplierInbox).toContainEqual(expect.stringContaining(`订单 ${order.orderNo} 的商品已全部验收`));
    expect(await messageTitlesOf(ctx.t.db, 'purchaser01')).toContainEqual(
      expect.stringContaining(`订单 ${order.orderNo} 的商品已全部验收`),
    );
    // Accepting again is a step the machine does not allow.
    const again = (await accept(shipment.shipmentId)).body;
    expect([again.code, again.respDesc]).toEqual(['E409', '当前状态不允许此操作']);
  });

  it('refuses another organisation’s buyer (not found), the supplier and operators (E403), changing nothing', async () => {
    const order = await deliveredOrder([1, 1]);
    const shipment = await ship(order.orderId, [1, 1]);
    const stranger = await register(shipment.shipmentId, [], 'purchaser02');
    expect([stranger.body.code, stranger.body.respDesc]).toEqual(['E404', '发货单不存在']);
    expect((await register(shipment.shipmentId, [], 'supplier01')).body.code).toBe('E403');
    expect((await register(shipment.shipmentId, [], 'operator01')).body.code).toBe('E403');
    expect((await shipmentOf(ctx.t.db, shipment.shipmentId))?.status).toBe('1');

    dataOf(await register(shipment.shipmentId, []));
    expect((await accept(shipment.shipmentId, 'purchaser02')).body.code).toBe('E404');
    expect((await accept(shipment.shipmentId, 'supplier01')).body.code).toBe('E403');
    const rejectAll = await call(
      ctx.t.app,
      allArrivalAccept,
      { orderId: String(order.orderId) },
      as('purchaser02'),
    );
    expect(rejectAll.body.respDesc).toBe('订单不存在');
    expect((await shipmentOf(ctx.t.db, shipment.shipmentId))?.status).toBe('2');
    expect(await lineCounts(ctx.t.db, order.orderId)).toEqual([
      [1, 1, 0],
      [1, 1, 0],
    ]);
  });

  it('refuses registering more than was shipped, or a line not on the shipment, with nothing written', async () => {
    const order = await deliveredOrder([3, 2]);
    const shipment = await ship(order.orderId, [2, 0]);
    const [pen] = shipment.lineIds;
    const over = await register(shipment.shipmentId, [{ orderLineId: pen!, num: 3 }]);
    expect([over.body.code, over.body.respDesc]).toEqual(['8888', '到货数量不能超过发货数量']);
    const negative = await register(shipment.shipmentId, [{ orderLineId: pen!, num: -1 }]);
    expect(negative.body.respDesc).toContain('到货数量不能小于 0');
    const clipLineId = pen! + 1;
    const elsewhere = await register(shipment.shipmentId, [{ orderLineId: clipLineId, num: 1 }]);
    expect(elsewhere.body.respDesc).toBe('该商品不在此发货单上');
    const shipmentNow = await shipmentOf(ctx.t.db, shipment.shipmentId);
    expect([shipmentNow?.status, shipmentNow?.arrivedAt]).toEqual(['1', null]);
    expect(await arrivedNums(ctx.t.db, shipment.shipmentId)).toEqual([0]);
  });

  it('partial deliveries keep the order awaiting acceptance until every piece is accepted', async () => {
    const order = await deliveredOrder([4], [ctx.f.pen.skuId]);
    const first = await ship(order.orderId, [2]);
    dataOf(await register(first.shipmentId, []));
    expect(dataOf(await accept(first.shipmentId)).orderStatus).toBe('03');
    expect(await lineCounts(ctx.t.db, order.orderId)).toEqual([[4, 2, 2]]);

    // One piece of the next two goes missing: accepted as arrived, the missing one may be shipped again.
    const second = await ship(order.orderId, [2]);
    dataOf(await register(second.shipmentId, [{ orderLineId: second.lineIds[0]!, num: 1 }]));
    expect(dataOf(await accept(second.shipmentId)).orderStatus).toBe('03');
    expect(await lineCounts(ctx.t.db, order.orderId)).toEqual([[4, 3, 3]]);

    const third = await ship(order.orderId, [1]);
    dataOf(await register(third.shipmentId, []));
    expect(dataOf(await accept(third.shipmentId)).orderStatus).toBe('07');
    expect(await lineCounts(ctx.t.db, order.orderId)).toEqual([[4, 4, 4]]);
  });

  it('a rejected shipment needs a reason, frees its pieces to ship again and tells the supplier', async () => {
    const order = await deliveredOrder([3], [ctx.f.pen.skuId]);
    const shipment = await ship(order.orderId, [3]);
    dataOf(await register(shipment.shipmentId, []));
    const reject = (reason: string) =>
      call(ctx.t.app, rejectArrive, { shipmentId: String(shipment.shipmentId), reason }, as('purchaser01'));
    const noReason = await reject('  ');
    expect(noReason.body).toMatchObject({
      code: 'E400',
      respDesc: '输入有误：reason: 此项为必填项',
      data: { field: 'reason' },
    });
    expect((await shipmentOf(ctx.t.db, shipment.shipmentId))?.status).toBe('2');

    expect(dataOf(await reject('包装破损'))).toMatchObject({ status: '4', orderStatus: '03' });
    const rejected = await shipmentOf(ctx.t.db, shipment.shipmentId);
    expect([rejected?.rejectReason, rejected?.decidedAt !== null]).toEqual(['包装破损', true]);
    expect(await lineCounts(ctx.t.db, order.orderId)).toEqual([[3, 0, 0]]);
    expect(await messageTitlesOf(ctx.t.db, 'supplier01')).toContainEqual(
      expect.stringContaining(`发货单 ${shipment.shipmentNo} 被拒收，原因: 包装破损`),
    );

    const again = await ship(order.orderId, [3]);
    expect(await lineCounts(ctx.t.db, order.orderId)).toEqual([[3, 3, 0]]);
    dataOf(await register(again.shipmentId, []));
    expect(dataOf(await accept(again.shipmentId)).orderStatus).toBe('07');
  });

  it('pieces registered as not arrived go back to the supplier to deliver, with a message, and the lists show them', async () => {
    const order = await deliveredOrder([2, 3]);
    const shipment = await ship(order.orderId, [2, 3]);
    const [pen, clip] = shipment.lineIds;
    dataOf(
      await register(shipment.shipmentId, [
        { orderLineId: pen!, num: 0 },
        { orderLineId: clip!, num: 0 },
      ]),
    );
    expect(dataOf(await accept(shipment.shipmentId))).toMatchObject({ status: '3', orderStatus: '03' });
    expect(await lineCounts(ctx.t.db, order.orderId)).toEqual([
      [2, 0, 0],
      [3, 0, 0],
    ]);
    expect(await messageTitlesOf(ctx.t.db, 'supplier01')).toContainEqual(
      expect.stringContaining(`发货单 ${shipment.shipmentNo} 有 5 件未到货`),
    );

    // The supplier's queue has it to deliver again; the buyer's lists say what is left to ship.
    const toDeliver = dataOf(
      await call(
        ctx.t.app,
        querySaleOrderList,
        { pageNo: 1, pageSize: 50, tab: 'awaitingDelivery' },
        as('supplier01'),
      ),
    );
    expect(toDeliver.rows.find((r) => r.orderId === String(order.orderId))).toMatchObject({
      orderStatus: '03',
      piecesToShip: 5,
      piecesToAccept: 0,
    });
    const mine = (tab: 'needsAction' | 'awaitingDelivery') =>
      call(ctx.t.app, queryMyOrderList, { pageNo: 1, pageSize: 50, tab }, as('purchaser01')).then(dataOf);
    expect((await mine('awaitingDelivery')).rows.map((r) => r.orderId)).toContain(String(order.orderId));
    // Nothing is on its way, so nothing waits for the buyer's acceptance.
    expect((await mine('needsAction')).rows.map((r) => r.orderId)).not.toContain(String(order.orderId));

    const again = await ship(order.orderId, [2, 3]);
    dataOf(await register(again.shipmentId, []));
    expect(dataOf(await accept(again.shipmentId)).orderStatus).toBe('07');
  });

  it('accepts every arrived shipment of an order at once', async () => {
    const order = await deliveredOrder([2, 2]);
    const none = await call(
      ctx.t.app,
      allArrivalAccept,
      { orderId: String(order.orderId) },
      as('purchaser01'),
    );
    expect([none.body.code, none.body.respDesc]).toEqual(['8888', '该订单没有待验收的到货']);
    const a = await ship(order.orderId, [2, 0]);
    const b = await ship(order.orderId, [0, 2]);
    const all = () =>
      call(ctx.t.app, allArrivalAccept, { orderId: String(order.orderId) }, as('purchaser01'));
    dataOf(await register(a.shipmentId, []));
    expect(dataOf(await all())).toMatchObject({ accepted: 1, orderStatus: '03' });
    expect((await shipmentOf(ctx.t.db, b.shipmentId))?.status).toBe('1');
    dataOf(await register(b.shipmentId, []));
    expect(dataOf(await all())).toMatchObject({ accepted: 1, orderStatus: '07' });
    expect(await orderStatusOf(ctx.t.db, order.orderId)).toBe('07');
  });
});

describe('sales counts', () => {
  it('a completed order adds its lines’ pieces to the SKUs’ sales counts; the storefront sorts by them at once', async () => {
    const { pen, clip, drill } = ctx.f;
    await indexSkus(
      ctx.t.db,
      [pen, clip, drill].map((sku) => Number(sku.skuId)),
    );
    const bySales = async () =>
      dataOf(
        await call(ctx.t.app, searchGoods, { supplierShopId: ctx.f.shopA.supplierShopId, sort: 'sales' }),
      ).rows;
    const before = await bySales();
    const countOf = (rows: typeof before, sku: { skuId: string }) =>
      rows.find((row) => row.skuId === sku.skuId)?.salesCount ?? Number.NaN;
    const top = Math.max(...before.map((row) => row.salesCount));
    // The pen (the lowest id: last among equal counts) is ordered enough to lead the shop.
    const penPieces = top - countOf(before, pen) + 5;
    const order = await deliveredOrder([penPieces, 1]);
    const shipment = await ship(order.orderId, [penPieces, 1]);
    dataOf(await register(shipment.shipmentId, []));
    // Delivered is not sold: nothing counts before the order completes.
    expect(countOf(await bySales(), pen)).toBe(countOf(before, pen));
    expect(dataOf(await accept(shipment.shipmentId))).toMatchObject({ orderStatus: '07' });

    const after = await bySales();
    expect(after[0]).toMatchObject({ skuId: pen.skuId, salesCount: countOf(before, pen) + penPieces });
    expect(countOf(after, clip)).toBe(countOf(before, clip) + 1);
    expect(countOf(after, drill)).toBe(countOf(before, drill));
  });
});

describe('receiving lists', () => {
  it('lists the caller’s shipments by tab with counts and filters; another organisation sees none of them', async () => {
    const order = await deliveredOrder([5], [ctx.f.glove.skuId]);
    const waybillNo = `WB${Date.now()}`;
    const waiting = await insertFixtureShipment(ctx.t.db, { orderId: order.orderId, nums: [2], waybillNo });
    const arrived = await ship(order.orderId, [1]);
    dataOf(await register(arrived.shipmentId, []));
    const list = (input: Record<string, unknown>, who = 'purchaser01') =>
      call(ctx.t.app, queryArrivalAcceptList, { pageNo: 1, pageSize: 50, ...input }, as(who));

    const byOrder = dataOf(await list({ orderNo: order.orderNo, tab: 'toRegister' }));
    expect(byOrder.rows.map((r) => r.shipmentId)).toEqual([String(waiting.shipmentId)]);
    expect(byOrder.tabCounts).toMatchObject({ toRegister: 1, toAccept: 1, accepted: 0, rejected: 0, all: 2 });
    expect(byOrder.rows[0]).toMatchObject({
      orderNo: order.orderNo,
      status: '1',
      waybillNo,
      pieces: 2,
      supplierName: expect.any(String),
      actions: ['registerArrival'],
      lines: [expect.objectContaining({ num: 2, arrivedNum: 0 })],
    });
    const toAccept = dataOf(await list({ orderNo: order.orderNo, tab: 'toAccept' }));
    expect(toAccept.rows.map((r) => [r.shipmentId, r.actions])).toEqual([
      [String(arrived.shipmentId), ['accept', 'reject']],
    ]);
    const byWaybill = dataOf(await list({ waybillNo, tab: 'all' }));
    expect(byWaybill.rows.map((r) => r.shipmentId)).toEqual([String(waiting.shipmentId)]);
    expect(dataOf(await list({ orderNo: order.orderNo, createdFrom: '2999-01-01' })).tabCounts.all).toBe(0);

    const theirs = dataOf(await list({ orderNo: order.orderNo, tab: 'all' }, 'purchaser02'));
    expect([theirs.total, theirs.tabCounts.all]).toEqual([0, 0]);
    expect((await list({}, 'supplier01')).body.code).toBe('E403');

    dataOf(await accept(arrived.shipmentId));
    const deliveries = dataOf(
      await call(
        ctx.t.app,
        queryHisDeliveryOrderList,
        { pageNo: 1, pageSize: 10, orderNo: order.orderNo },
        as('purchaser01'),
      ),
    );
    expect(deliveries.rows.map((r) => r.shipmentId)).toEqual([
      String(arrived.shipmentId),
      String(waiting.shipmentId),
    ]);
    const acceptances = dataOf(
      await call(
        ctx.t.app,
        queryHisAcceptOrderList,
        { pageNo: 1, pageSize: 10, orderNo: order.orderNo },
        as('purchaser01'),
      ),
    );
    expect(acceptances.rows.map((r) => [r.shipmentId, r.status])).toEqual([
      [String(arrived.shipmentId), '3'],
    ]);
  });

  it('exports the acceptance details of the list’s shipments, one row per shipment line, in the caller’s scope', async () => {
    const order = await deliveredOrder([2, 3]);
    const shipment = await ship(order.orderId, [2, 3]);
    dataOf(await register(shipment.shipmentId, [{ orderLineId: shipment.lineIds[0]!, num: 1 }]));
    dataOf(await accept(shipment.shipmentId));
    const exportAs = async (who: string, filters: Record<string, unknown>) => {
      const { taskId } = dataOf(
        await call(ctx.t.app, commitDownloadTask, { kind: 'inspectionDetails', filters }, as(who)),
      );
      await ctx.t.app.jobs.runDue();
      const file = await getFile(ctx.t.app, downloadUrl(taskId), ctx.tokens[who]!);
      expect(file.statusCode).toBe(200);
      return sheetRows(file.rawPayload);
    };
    const rows = await exportAs('purchaser01', { orderNo: order.orderNo, tab: 'all' });
    expect(rows[0]?.slice(0, 3)).toEqual(['订单编号', '发货单号', '发货单状态']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[4], r[7], r[8], r[9], r[10]])).toEqual([
      [order.orderNo, shipment.shipmentNo, '已验收', '得力 中性笔 0.5mm 黑色', '12.34', '2', '1', '1'],
      // Amounts are number cells (shown with two decimals by the column's format).
      [order.orderNo, shipment.shipmentNo, '已验收', '回形针 28mm', '0.1', '3', '3', '3'],
    ]);
    expect(await exportAs('purchaser01', { orderNo: order.orderNo, tab: 'toRegister' })).toHaveLength(1);
    expect(await exportAs('purchaser02', { orderNo: order.orderNo, tab: 'all' })).toHaveLength(1);
  });

  it('writes each detail row’s shipment as the acceptance list shows it: labels, names and times of the page', async () => {
    const order = await deliveredOrder([2, 3]);
    const shipment = await ship(order.orderId, [2, 3]);
    dataOf(await register(shipment.shipmentId, []));
    const filters = { orderNo: order.orderNo, tab: 'all' } as const;
    const listed = dataOf(
      await call(ctx.t.app, queryArrivalAcceptList, filters, { ...as('purchaser01'), locale: 'en-US' }),
    ).rows;
    const file = await exportThroughTask(
      ctx.t.app,
      ctx.tokens.purchaser01!,
      'inspectionDetails',
      filters,
      'en-US',
    );
    const [header, ...cells] = await sheetCells(file, inspectionDetailColumns.length);
    expect(header).toEqual(inspectionDetailColumns.map((column) => column.title['en-US']));
    expect(cells).toHaveLength(2);
    // The columns the file shares with the page (the shipment's), each as the page reads the listed shipment.
    const shared = arrivalListColumns.filter((column) =>
      inspectionDetailColumns.some((c) => c.field === column.field),
    );
    expect(shared.map((column) => column.field)).toEqual([
      'shipmentNo',
      'orderNo',
      'status',
      'supplierName',
      'createdAt',
      'arrivedAt',
      'decidedAt',
    ]);
    const at = (field: string) => inspectionDetailColumns.findIndex((c) => c.field === field);
    for (const row of cells) {
      const page = listed.find((r) => r.shipmentNo === row[at('shipmentNo')]);
      if (!page) throw new Error('a detail row of a shipment the list does not show');
      expect(shared.map((column) => row[at(column.field)])).toEqual(
        shared.map((column) => cellValue(column, page, pageReading('en-US'))),
      );
    }
    expect(cells[0]?.[at('status')]).toBe('Arrived');
    expect(cells[0]?.[at('arrivedAt')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

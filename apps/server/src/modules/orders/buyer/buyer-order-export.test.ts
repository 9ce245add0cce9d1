import {
  commitDownloadTask,
  getDownloadTask,
  OrderStatus,
  queryMyOrderList,
  queryPurchaseOrderListForPurchaser,
} from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import { call, dataOf } from '../../../testing/call';
import { getFile, sheetRows } from '../../../testing/files';
import { insertFixtureOrder } from '../testing/order-fixture';
import { useOrderApiTest } from './order-api-test-setup';

const ctx = useOrderApiTest();
const { tokens } = ctx;

/** Runs an export task to its end and answers its sheet's rows (header first). */
async function exported(kind: 'myOrder' | 'orgOrder', filters: Record<string, unknown>, who: string) {
  const { taskId } = dataOf(
    await call(ctx.t.app, commitDownloadTask, { kind, filters }, { token: tokens[who] }),
  );
  expect(await ctx.t.app.jobs.runDue()).toBe(1);
  const done = dataOf(await call(ctx.t.app, getDownloadTask, { taskId }, { token: tokens[who] }));
  expect(done.status).toBe('done');
  return sheetRows((await getFile(ctx.t.app, done.downloadUrl ?? '', tokens[who])).rawPayload);
}

describe('the buyer’s order exports', () => {
  it('my orders: exactly the rows of my list with the same filters, never a colleague’s', async () => {
    const waiting = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: ctx.f.pen.skuId, num: 2 }],
    });
    const shipped = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: ctx.f.glove.skuId, num: 1 }],
      status: OrderStatus.awaitingDelivery,
    });
    const colleague = await insertFixtureOrder(ctx.t.db, {
      buyer: 'approver01',
      lines: [{ skuId: ctx.f.pen.skuId, num: 1 }],
    });
    const filters = { tab: 'awaitingConfirmation', sort: { field: 'orderNo', order: 'ASC' } } as const;
    const rows = await exported('myOrder', filters, 'purchaser01');
    const listed = dataOf(
      await call(
        ctx.t.app,
        queryMyOrderList,
        { ...filters, pageNo: 1, pageSize: 200 },
        { token: tokens.purchaser01 },
      ),
    );
    expect(rows[0]?.[0]).toBe('订单编号');
    const orderNos = rows.slice(1).map((row) => row[0]);
    expect(orderNos).toEqual(listed.rows.map((r) => r.orderNo));
    expect(orderNos).toContain(waiting.orderNo);
    expect(orderNos).not.toContain(shipped.orderNo);
    expect(orderNos).not.toContain(colleague.orderNo);
    expect(rows.slice(1).every((row) => row[2] === OrderStatus.awaitingConfirmation)).toBe(true);

    const refused = await call(
      ctx.t.app,
      commitDownloadTask,
      { kind: 'myOrder', filters: {} },
      { token: tokens.supplier01 },
    );
    expect(refused.body.code).toBe('E403');
  });

  it('the organisation’s orders: exactly the rows of its list, colleagues’ included, never another organisation’s', async () => {
    const mine = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: ctx.f.pen.skuId, num: 1 }],
    });
    const colleague = await insertFixtureOrder(ctx.t.db, {
      buyer: 'approver01',
      lines: [{ skuId: ctx.f.glove.skuId, num: 3 }],
    });
    const otherOrg = await insertFixtureOrder(ctx.t.db, {
      buyer: 'purchaser02',
      lines: [{ skuId: ctx.f.pen.skuId, num: 1 }],
    });
    const filters = { amountFrom: '0.01', sort: { field: 'orderNo', order: 'DESC' } } as const;
    const rows = await exported('orgOrder', filters, 'approver01');
    const listed = dataOf(
      await call(
        ctx.t.app,
        queryPurchaseOrderListForPurchaser,
        { ...filters, pageNo: 1, pageSize: 200 },
        { token: tokens.approver01 },
      ),
    );
    const orderNos = rows.slice(1).map((row) => row[0]);
    expect(orderNos).toEqual(listed.rows.map((r) => r.orderNo));
    expect(orderNos).toEqual(expect.arrayContaining([mine.orderNo, colleague.orderNo]));
    expect(orderNos).not.toContain(otherOrg.orderNo);

    const byBuyer = await exported('orgOrder', { buyerName: '张伟' }, 'approver01');
    const buyerColumn = byBuyer[0]?.indexOf('下单人') ?? -1;
    expect(byBuyer.length).toBeGreaterThan(1);
    expect(byBuyer.slice(1).every((row) => row[buyerColumn] === '张伟')).toBe(true);

    // A purchaser without the organisation page may not export it.
    const refused = await call(
      ctx.t.app,
      commitDownloadTask,
      { kind: 'orgOrder', filters: {} },
      { token: tokens.purchaser01 },
    );
    expect(refused.body.code).toBe('E403');
  });
});

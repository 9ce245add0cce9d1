import {
  commitDownloadTask,
  getDownloadTask,
  OrderStatus,
  queryMySaleOrderList,
} from '@procuremart/contract';
import { describe, expect, it } from 'vitest';
import { call, dataOf } from '../../../testing/call';
import { getFile, sheetRows } from '../../../testing/files';
import { useSupplierApiTest } from './supplier-test-setup';

const ctx = useSupplierApiTest();
const { tokens } = ctx;

describe('the shop order export', () => {
  it('holds exactly the rows of the list with the same filters, the supplier’s own orders only', async () => {
    const waiting = await ctx.order();
    await ctx.order({ status: OrderStatus.awaitingDelivery });
    const theirs = await ctx.order({ lines: [{ skuId: ctx.f.glove.skuId, num: 1 }] });
    const filters = { tab: 'awaitingConfirmation', sort: { field: 'orderNo', order: 'ASC' } } as const;
    const { taskId } = dataOf(
      await call(ctx.t.app, commitDownloadTask, { kind: 'shopOrder', filters }, { token: tokens.supplier01 }),
    );
    expect(await ctx.t.app.jobs.runDue()).toBe(1);
    const done = dataOf(await call(ctx.t.app, getDownloadTask, { taskId }, { token: tokens.supplier01 }));
    expect(done.status).toBe('done');
    const listed = dataOf(
      await call(
        ctx.t.app,
        queryMySaleOrderList,
        { ...filters, pageNo: 1, pageSize: 200 },
        { token: tokens.supplier01 },
      ),
    );
    const rows = await sheetRows(
      (await getFile(ctx.t.app, done.downloadUrl ?? '', tokens.supplier01)).rawPayload,
    );
    expect(rows[0]).toContain('采购单位');
    expect(rows[0]).not.toContain('供应商');
    const orderNos = rows.slice(1).map((row) => row[0]);
    expect(orderNos).toEqual(listed.rows.map((r) => r.orderNo));
    expect(orderNos).toContain(waiting.orderNo);
    expect(orderNos).not.toContain(theirs.orderNo);
    // The status as the page labels it, not its code.
    expect(rows.slice(1).every((row) => row[1] === '待供应商确认')).toBe(true);

    const refused = await call(
      ctx.t.app,
      commitDownloadTask,
      { kind: 'shopOrder', filters: {} },
      { token: tokens.purchaser01 },
    );
    expect(refused.body.code).toBe('E403');
  });
});

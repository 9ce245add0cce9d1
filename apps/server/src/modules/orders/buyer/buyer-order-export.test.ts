import {
  type CellContext,
  cellValue,
  commitDownloadTask,
  formatDateTimeIn,
  getDownloadTask,
  type Locale,
  OrderStatus,
  orderColumnsWithout,
  queryMyOrderList,
  queryPurchaseOrderListForPurchaser,
} from '@procuremart/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { call, dataOf } from '../../../testing/call';
import { builtInLabel, getFile, sheetRows } from '../../../testing/files';
import { insertFixtureOrder } from '../testing/order-fixture';
import { useOrderApiTest } from './order-api-test-setup';

const ctx = useOrderApiTest();
const { tokens } = ctx;

/** Runs an export task to its end and answers its file. */
async function exportFile(
  kind: 'myOrder' | 'orgOrder',
  filters: Record<string, unknown>,
  who: string,
  locale: Locale = 'zh-CN',
) {
  const { taskId } = dataOf(
    await call(ctx.t.app, commitDownloadTask, { kind, filters }, { token: tokens[who], locale }),
  );
  expect(await ctx.t.app.jobs.runDue()).toBe(1);
  const done = dataOf(await call(ctx.t.app, getDownloadTask, { taskId }, { token: tokens[who] }));
  expect(done.status).toBe('done');
  return (await getFile(ctx.t.app, done.downloadUrl ?? '', tokens[who])).rawPayload;
}

/** Runs an export task to its end and answers its sheet's rows as text (header first). */
const exported = async (kind: 'myOrder' | 'orgOrder', filters: Record<string, unknown>, who: string) =>
  sheetRows(await exportFile(kind, filters, who));

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
    expect(rows.slice(1).every((row) => row[1] === '待供应商确认')).toBe(true);

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

  it('an exported row reads as the page shows it: labels, China time, amounts as numbers', async () => {
    await insertFixtureOrder(ctx.t.db, { buyer: 'purchaser01', lines: [{ skuId: ctx.f.pen.skuId, num: 3 }] });
    const filters = { sort: { field: 'orderNo', order: 'DESC' } } as const;
    const listed = dataOf(
      await call(
        ctx.t.app,
        queryMyOrderList,
        { ...filters, pageNo: 1, pageSize: 1 },
        { token: tokens.purchaser01, locale: 'en-US' },
      ),
    ).rows[0];
    if (!listed) throw new Error('no order listed');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await exportFile('myOrder', filters, 'purchaser01', 'en-US')) as unknown as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const cells = (sheet.getRow(2).values as unknown[]).slice(1);

    const columns = orderColumnsWithout('orgName', 'buyerName');
    const page: CellContext = {
      locale: 'en-US',
      timeZone: 'Asia/Shanghai',
      dictLabel: builtInLabel('en-US'),
    };
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((c) => c.title['en-US']));
    expect(cells).toEqual(columns.map((column) => cellValue(column, listed, page) ?? undefined));

    const at = (field: string) => cells[columns.findIndex((c) => c.field === field)];
    expect(at('orderStatus')).toBe('Awaiting supplier confirmation');
    expect(at('payMethod')).not.toMatch(/^\d+$/);
    expect(at('amount')).toBe(Number(listed.amount));
    expect(sheet.getRow(2).getCell(columns.findIndex((c) => c.field === 'amount') + 1).numFmt).toBe(
      '#,##0.00',
    );
    // 8 hours ahead of the UTC the file used to hold.
    expect(at('createdAt')).toBe(formatDateTimeIn(listed.createdAt, 'Asia/Shanghai'));
    expect(at('createdAt')).not.toBe(listed.createdAt.replace('T', ' ').slice(0, 19));
  });
});

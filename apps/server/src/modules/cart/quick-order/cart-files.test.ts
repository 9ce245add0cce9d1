import {
  commitDownloadTask,
  FILE_ROUTES,
  MAX_IMPORT_ROWS,
  QUICK_ORDER_MAX_LINES,
  readQuickOrderFile,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sheetReadGate } from '../../../platform/files/sheet-read-gate';
import { call, dataOf, loginAs } from '../../../testing/call';
import { downloadUrl, getFile, importThroughTask, sheetRows, xlsxOf } from '../../../testing/files';
import { headerRow, xlsxOfSheetXml } from '../../../testing/hostile-xlsx';
import { roleLessUser } from '../../../testing/role-less-user';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { upload } from '../../../testing/upload';
import { users } from '../../identity/shared-tables';
import { cartLines } from '../tables';
import { type CartClient, cartClient } from '../testing/cart-calls';
import { type CartFixtures, insertCartFixtures } from '../testing/cart-fixtures';

let t: TestApp;
let f: CartFixtures;
let token: string;
let buyer: CartClient;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
  token = await loginAs(t.app, 'purchaser01');
  buyer = cartClient(t.app, token);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(cartLines);
});

const HEADER = ['商品编码', '数量'];
const sheet = (rows: (string | number | null)[][], header = HEADER) => xlsxOf(header, rows);
async function uploaded(bytes: Buffer, name = 'cart.xlsx') {
  const { body } = await upload(t.app, token, 'spreadsheet', name, bytes);
  expect(body.code).toBe('0');
  return body.data.fileId;
}
const importCart = (bytes: Buffer) => importThroughTask(t.app, token, 'cart', bytes);

describe('cart import', () => {
  it('offers the template (goods code, quantity) to purchasers only', async () => {
    const response = await getFile(t.app, `${FILE_ROUTES.importTemplate}?kind=cart`, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('购物车导入模板.xlsx'));
    expect(await sheetRows(response.rawPayload)).toEqual([HEADER]);
    const supplier = await loginAs(t.app, 'supplier01');
    expect((await getFile(t.app, `${FILE_ROUTES.importTemplate}?kind=cart`, supplier)).statusCode).toBe(403);
  });

  it('offers the template to a purchaser without roles too: it is also the quick-order sheet', async () => {
    const roleLess = await roleLessUser(t, 'purchaser', 'purchaser01');
    const response = await getFile(t.app, `${FILE_ROUTES.importTemplate}?kind=cart`, roleLess);
    expect(response.statusCode).toBe(200);
    expect(await sheetRows(response.rawPayload)).toEqual([HEADER]);
  });

  it('adds the good rows together and reports each bad row with its reason', async () => {
    const task = await importCart(
      await sheet([
        [f.pen.skuId, 2],
        ['NO-SUCH', 1],
        [f.glove.skuId, 3],
        [f.drill.skuId, 6],
        [f.retired.skuId, 1],
        [f.clip.skuId, 0],
        [f.pen.skuId, 1],
      ]),
    );
    expect(task).toMatchObject({ status: 'done', rowCount: 7, badRowCount: 5 });
    expect(task.problems).toEqual([
      { rowNo: 3, reasons: ['商品不存在'] },
      { rowNo: 5, reasons: ['库存不足，当前库存5'] },
      { rowNo: 6, reasons: ['商品已下架'] },
      { rowNo: 7, reasons: ['数量：购买数量至少为1'] },
      { rowNo: 8, reasons: ['商品编码：与文件中第 2 行重复'] },
    ]);
    const lines = await buyer.lines();
    expect([...lines.values()].map((l) => [l.skuId, l.num]).sort()).toEqual(
      [
        [f.pen.skuId, 2],
        [f.glove.skuId, 3],
      ].sort(),
    );
  });

  it('refuses an .exe renamed .xlsx at upload and a file that is not the template', async () => {
    const { body } = await upload(
      t.app,
      token,
      'spreadsheet',
      'cart.xlsx',
      Buffer.from('MZ\x90\x00 program'),
    );
    expect(body).toMatchObject({ code: '8888', respDesc: '文件内容与扩展名不符' });
    const task = await importCart(await sheet([[f.pen.skuId, 1]], ['名称', '数量']));
    expect(task).toMatchObject({ status: 'failed', error: '导入文件与模板不一致，请下载模板后填写' });
    expect((await buyer.cart()).totalNum).toBe(0);
  });

  it('refuses a file over the import row limit and adds nothing', async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => [f.pen.skuId, 1]);
    const task = await importCart(await sheet(rows));
    expect(task).toMatchObject({ status: 'failed', error: `导入文件最多 ${MAX_IMPORT_ROWS} 行数据` });
    expect((await buyer.cart()).totalNum).toBe(0);
  });
});

describe('cart export', () => {
  it('exports the buyer’s own lines: code, quantity, name, model, unit, price, shop', async () => {
    await buyer.add(f.pen, 2);
    await buyer.add(f.glove, 1);
    const other = cartClient(t.app, await loginAs(t.app, 'purchaser02'));
    await other.add(f.clip, 9);
    const { taskId } = dataOf(
      await call(t.app, commitDownloadTask, { kind: 'cart', filters: {} }, { token }),
    );
    await t.app.jobs.runDue();
    const file = await getFile(t.app, downloadUrl(taskId), token);
    expect(file.statusCode).toBe(200);
    const rows = await sheetRows(file.rawPayload);
    expect(rows[0]).toEqual(['商品编码', '数量', '商品名称', '型号', '单位', '单价', '店铺']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[4], r[5], r[6]])).toEqual([
      [f.glove.skuId, '1', '劳保 手套 防滑', '个', '7.77', f.shopB.shopName],
      [f.pen.skuId, '2', '得力 中性笔 0.5mm 黑色', '个', '12.34', f.shopA.shopName],
    ]);
  });

  it('can be imported again as it is', async () => {
    await buyer.add(f.pen, 2);
    const { taskId } = dataOf(
      await call(t.app, commitDownloadTask, { kind: 'cart', filters: {} }, { token }),
    );
    await t.app.jobs.runDue();
    const exported = (await getFile(t.app, downloadUrl(taskId), token)).rawPayload;
    const task = await importCart(exported);
    expect(task).toMatchObject({ status: 'done', badRowCount: 0 });
    expect((await buyer.lines()).get(f.pen.skuId)?.num).toBe(4);
  });
});

describe('quick-order sheet', () => {
  it('answers the checked lines of an uploaded template at once and writes nothing', async () => {
    const fileId = await uploaded(
      await sheet([
        [Number(f.pen.skuId), 2],
        ['NO-SUCH', 1],
        [f.drill.skuId, 'x'],
      ]),
    );
    const { lines } = await buyer.ok(readQuickOrderFile, { fileId });
    expect(lines.map((l) => [l.code, l.num, l.problem])).toEqual([
      [f.pen.skuId, 2, null],
      ['NO-SUCH', 1, 'notFound'],
      [f.drill.skuId, 0, 'badQuantity'],
    ]);
    expect((await buyer.cart()).totalNum).toBe(0);
  });

  it(`refuses a sheet of more than ${QUICK_ORDER_MAX_LINES} lines and another user's file`, async () => {
    const rows = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => [`C${i}`, 1]);
    const fileId = await uploaded(await sheet(rows));
    expect(await buyer.send(readQuickOrderFile, { fileId })).toMatchObject({
      code: '8888',
      respDesc: '导入文件最多 200 行数据',
    });
    const other = cartClient(t.app, await loginAs(t.app, 'purchaser02'));
    expect(await other.send(readQuickOrderFile, { fileId })).toMatchObject({ code: 'E404' });
  });

  it('refuses a sheet that unpacks too large, and a second file while the buyer’s first is being read', async () => {
    // 24 MB of repeated row XML packed into a few KB (issue 19): refused before it is unpacked.
    const bomb = xlsxOfSheetXml(headerRow(HEADER) + '<row><c><v>1</v></c></row>'.repeat(1_000_000));
    expect(await buyer.send(readQuickOrderFile, { fileId: await uploaded(bomb) })).toMatchObject({
      code: '8888',
      respDesc: '文件解压后过大（最多 100 MB），无法读取，请拆分成多个文件后再上传',
    });

    const fileId = await uploaded(await sheet([[f.pen.skuId, 1]]));
    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'purchaser01'));
    const release = sheetReadGate.enter(me.id);
    try {
      expect(await buyer.send(readQuickOrderFile, { fileId })).toMatchObject({
        code: '8888',
        respDesc: '您的另一个文件正在读取，请稍后再试',
      });
    } finally {
      if (typeof release === 'function') release();
    }
    expect((await buyer.ok(readQuickOrderFile, { fileId })).lines).toHaveLength(1);
  });
});

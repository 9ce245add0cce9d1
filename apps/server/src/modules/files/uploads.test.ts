import { createBrand, getBrand, updateBrand } from '@procuremart/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../testing/call';
import { getFile } from '../../testing/files';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PNG_BYTES, upload } from '../../testing/upload';
import { storedFiles } from './tables';

let t: TestApp;
let operator: string;
let staff: string;
let purchaser: string;
beforeAll(async () => {
  t = await createTestApp();
  [operator, staff, purchaser] = await Promise.all(
    ['operator01', 'operator02', 'purchaser01'].map((name) => loginAs(t.app, name)),
  );
});
afterAll(() => t.close());

const fileCount = async () => Number((await t.db.select({ n: count() }).from(storedFiles))[0]?.n);

describe('uploads', () => {
  it('stores a picture under a random key and serves it inline to its uploader with its type', async () => {
    const { body } = await upload(t.app, operator, 'image', '../../logo 品牌.png', PNG_BYTES);
    expect(body.code).toBe('0');
    expect(body.data).toMatchObject({
      fileName: 'logo 品牌.png',
      contentType: 'image/png',
      size: PNG_BYTES.length,
    });
    const [row] = await t.db.select().from(storedFiles);
    expect(row?.storageKey).toMatch(/^uploads\/\d{4}-\d{2}\/[0-9a-f-]{36}$/);

    const served = await getFile(t.app, body.data.url, operator);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(
      /^inline; filename="logo __\.png"; filename\*=UTF-8''logo%20%E5%93%81%E7%89%8C\.png$/,
    );
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(
      (await getFile(t.app, `${body.data.url}&download=1`, operator)).headers['content-disposition'],
    ).toMatch(/^attachment;/);
  });

  it('refuses wrong types, renamed files, empty and oversized files, and anonymous uploads, storing nothing', async () => {
    const before = await fileCount();
    const refused = async (group: string, name: string, bytes: Buffer, token = operator) =>
      (await upload(t.app, token, group, name, bytes)).body;
    expect(await refused('image', 'scan.pdf', Buffer.from('%PDF-1.7'))).toMatchObject({
      code: '8888',
      respDesc: '仅支持上传 .png .jpg .jpeg 格式的文件',
    });
    expect(await refused('image', 'virus.png', Buffer.from('MZ\x90\x00 not a png'))).toMatchObject({
      code: '8888',
      respDesc: '文件内容与扩展名不符',
    });
    expect(await refused('image', 'empty.png', Buffer.alloc(0))).toMatchObject({ code: '8888' });
    expect(
      await refused('image', 'huge.png', Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024)])),
    ).toMatchObject({ code: '8888', respDesc: '文件不能超过 5 MB' });
    expect(await refused('video', 'a.png', PNG_BYTES)).toMatchObject({ code: '8888' });
    expect(
      (await upload(t.app, 'not-a-token-but-long-enough-1234', 'image', 'a.png', PNG_BYTES)).body.code,
    ).toBe('AE401');
    expect(await fileCount()).toBe(before);
  });

  it('takes a Word letter or a csv as an attachment and serves text for download, never inline', async () => {
    const word = await upload(t.app, purchaser, 'document', '授权书.docx', Buffer.from('PK\x03\x04 docx'));
    expect(word.body.data).toMatchObject({
      fileName: '授权书.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const csv = await upload(t.app, purchaser, 'document', 'prices.csv', Buffer.from('code,num\nA-1,2\n'));
    expect(csv.body.data).toMatchObject({ contentType: 'text/csv' });
    const served = await getFile(t.app, csv.body.data.url, purchaser);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('tells an import upload of .xls or .ods that the format can be attached but not imported', async () => {
    const before = await fileCount();
    const { body } = await upload(t.app, purchaser, 'spreadsheet', 'cart.ods', Buffer.alloc(8, 1));
    expect(body).toMatchObject({
      code: '8888',
      respDesc: '.ods 文件只能作为附件上传，导入仅读取 .xlsx 和 .csv：请在表格软件中另存为 .xlsx 后再导入',
    });
    const english = await upload(t.app, purchaser, 'spreadsheet', 'cart.xls', Buffer.alloc(8, 1), 'en-US');
    expect(english.body.respDesc).toBe(
      '.xls files can be attached but not imported; imports read .xlsx and .csv: save the sheet as .xlsx and import that',
    );
    expect(await fileCount()).toBe(before);
  });

  it('serves a file only to its uploader until a record takes it, then to whoever may see that record', async () => {
    const { body } = await upload(t.app, operator, 'image', 'deli.png', PNG_BYTES);
    expect((await getFile(t.app, body.data.url, purchaser)).statusCode).toBe(404);
    expect((await getFile(t.app, body.data.url, staff)).statusCode).toBe(404);
    expect((await getFile(t.app, body.data.url, null)).statusCode).toBe(401);

    const brand = dataOf(
      await call(
        t.app,
        createBrand,
        { brandName: `Logo brand ${Date.now()}`, logoFileId: body.data.fileId },
        { token: operator },
      ),
    );
    expect(brand.logo).toMatchObject({ fileId: body.data.fileId, fileName: 'deli.png' });
    expect(
      dataOf(await call(t.app, getBrand, { brandId: brand.brandId }, { token: operator })).logo?.url,
    ).toBe(body.data.url);
    // Brands are operators' (brand management): operations staff and purchasers still get nothing.
    expect((await getFile(t.app, body.data.url, staff)).statusCode).toBe(404);
    expect((await getFile(t.app, body.data.url, purchaser)).statusCode).toBe(404);

    // Someone else's upload cannot be taken as a logo.
    const theirs = (await upload(t.app, purchaser, 'image', 'mine.png', PNG_BYTES)).body.data;
    const stolen = await call(
      t.app,
      updateBrand,
      {
        brandId: brand.brandId,
        version: brand.version,
        brandName: brand.brandName,
        logoFileId: theirs.fileId,
      },
      { token: operator },
    );
    expect(stolen.body).toMatchObject({ code: '8888', data: { field: 'logoFileId' } });
    const removed = dataOf(
      await call(
        t.app,
        updateBrand,
        { brandId: brand.brandId, version: brand.version, brandName: brand.brandName, logoFileId: null },
        { token: operator },
      ),
    );
    expect(removed.logo).toBeNull();
  });
});

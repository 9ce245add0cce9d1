import {
  applyBrandAuth,
  auditBrandAuth,
  BrandAuthStatus,
  FILE_ROUTES,
  formatMessage,
  getBrandAuth,
  getBrandAuthForAudit,
  queryAuthorisedBrands,
  queryBrandAuthAuditList,
  queryBrandAuthList,
  queryBrandChoices,
  SIGN_HEADERS,
  saveSpu,
  startBrandAuth,
  stopBrandAuth,
  submitListing,
  withdrawBrandAuth,
} from '@procuremart/contract';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../platform/clock';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { PNG_BYTES, upload } from '../../../testing/upload';
import { users } from '../../identity/shared-tables';
import { auditEngineFixture } from '../audit-engine-fixture';
import { listingFixture, skuRow, uploadPicture } from '../commodity/commodity-fixture';
import { brands, suppliers } from '../tables';
import { adoptPendingBrandAuths } from './brand-auth-approval';
import { brandAuths } from './tables';
import { chinaToday } from './validity';

let t: TestApp;
let supplier: string;
let otherSupplier: string;
let operator: string;
let staff: string;
let fixture: Awaited<ReturnType<typeof listingFixture>>;
/** Enabled brands supplier01 holds no authorisation for, one per test that needs a fresh brand. */
let freeBrands: string[];
let supplierId: number;
let engine: Awaited<ReturnType<typeof auditEngineFixture>>;

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A Windows executable's first bytes ("MZ"), named like a picture. */
const EXE_BYTES = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(60)]);

const dayAfter = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function letter(token = supplier): Promise<string> {
  const uploaded = await upload(t.app, token, 'document', '授权书.pdf', PDF_BYTES);
  expect(uploaded.body.code).toBe('0');
  return uploaded.body.data.fileId;
}

async function apply(brandId: string, overrides: Record<string, unknown> = {}, token = supplier) {
  const today = chinaToday();
  return call(
    t.app,
    applyBrandAuth,
    {
      brandId,
      validFrom: today,
      validTo: dayAfter(today, 365),
      letterFileIds: [await letter(token)],
      remark: '厂家直接授权',
      ...overrides,
    },
    { token },
  );
}

let codeNo = 0;
async function saveGoods(brandId: string, token = supplier) {
  codeNo += 1;
  return call(
    t.app,
    saveSpu,
    {
      categoryId: fixture.categoryId,
      brandId,
      spuName: `授权测试商品 ${codeNo}`,
      pictureFileIds: [await uploadPicture(t.app, token)],
      attributes: fixture.shared,
      skus: [skuRow(`BA-${codeNo}`, fixture.specs(0))],
    },
    { token },
  );
}

const authRows = (brandId: string) =>
  t.db
    .select()
    .from(brandAuths)
    .where(and(eq(brandAuths.supplierId, supplierId), eq(brandAuths.brandId, Number(brandId))));

const auditTab = async (tab: 'pending' | 'decided') =>
  dataOf(
    await call(
      t.app,
      queryBrandAuthAuditList,
      { tab, pageSize: 200, sort: { field: 'updatedAt', order: 'DESC' } },
      { token: operator },
    ),
  );
const audit = (authIds: string[], passed: boolean, reason?: string, token = operator) =>
  call(t.app, auditBrandAuth, { authIds, passed, reason }, { token });

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [supplier, otherSupplier, operator, staff] = await Promise.all(
    ['supplier01', 'supplier02', 'operator01', 'operator02'].map((u) => loginAs(t.app, u)),
  );
  fixture = await listingFixture(t.db);
  engine = await auditEngineFixture(t);
  const [own] = await t.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .innerJoin(users, eq(users.orgId, suppliers.orgId))
    .where(eq(users.username, 'supplier01'));
  supplierId = own.id;
  const held = await t.db
    .select({ brandId: brandAuths.brandId })
    .from(brandAuths)
    .where(eq(brandAuths.supplierId, supplierId));
  const free = await t.db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        eq(brands.status, 1),
        notInArray(
          brands.id,
          held.map((h) => h.brandId),
        ),
      ),
    )
    .orderBy(asc(brands.id));
  freeBrands = free.map((b) => String(b.id));
  expect(freeBrands.length).toBeGreaterThanOrEqual(8);
});
afterAll(() => t.close());

describe('brands to apply for', () => {
  it('finds enabled brands by a part of the Chinese or English name (the declared keyword filter)', async () => {
    const [deli] = await t.db
      .select({ name: brands.brandName, nameEn: brands.brandNameEn })
      .from(brands)
      .where(and(eq(brands.status, 1), eq(brands.brandName, '得力')));
    const choose = async (keyword: string) =>
      dataOf(await call(t.app, queryBrandChoices, { keyword }, { token: supplier })).map((b) => b.brandName);
    expect(await choose('得')).toContain(deli.name);
    expect(await choose(deli.nameEn.slice(1).toLowerCase())).toContain(deli.name);
    expect(await choose('没有这个品牌%_')).toEqual([]);
    const disabled = await t.db.select({ name: brands.brandName }).from(brands).where(eq(brands.status, 0));
    const all = dataOf(await call(t.app, queryBrandChoices, {}, { token: supplier })).map((b) => b.brandName);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((name) => disabled.some((d) => d.name === name))).toEqual([]);
  });

  it('refuses a keyword longer than the declared 60 characters', async () => {
    const refused = await call(
      t.app,
      queryBrandChoices,
      { keyword: '得'.repeat(61) },
      { token: supplier, locale: 'en-US' },
    );
    expect(refused.body.code).toBe('E400');
    expect(refused.body.data).toMatchObject({
      errors: [{ field: 'keyword', message: formatMessage('validation.maxLength', 'en-US', { max: 60 }) }],
    });
  });
});

describe('applying for a brand authorisation', () => {
  it('refuses bad dates, a missing letter, an .exe named .png and a foreign file, writing nothing', async () => {
    const brandId = freeBrands[0];
    const today = chinaToday();
    const reversed = await apply(brandId, { validFrom: dayAfter(today, 10), validTo: dayAfter(today, 5) });
    expect(reversed.body).toMatchObject({
      code: 'E400',
      data: { field: 'validTo' },
      respDesc: '输入有误：validTo: 授权结束日期不能早于开始日期',
    });
    const past = await apply(brandId, { validFrom: dayAfter(today, -30), validTo: dayAfter(today, -1) });
    expect(past.body).toMatchObject({ code: '8888', data: { field: 'validTo' } });
    expect(past.body.respDesc).toContain('授权结束日期已过');
    const badDate = await apply(brandId, { validTo: '2027-02-30' });
    expect(badDate.body).toMatchObject({ code: 'E400', data: { field: 'validTo' } });
    const noLetter = await apply(brandId, { letterFileIds: [] });
    expect(noLetter.body).toMatchObject({
      code: 'E400',
      data: { field: 'letterFileIds' },
    });
    expect(noLetter.body.respDesc).toContain('请上传品牌授权书');

    const exe = await upload(t.app, supplier, 'document', 'letter.png', EXE_BYTES);
    expect(exe.body).toMatchObject({
      code: '8888',
      respDesc: '文件内容与扩展名不符',
      data: { field: 'file' },
    });

    const foreignLetter = await letter(otherSupplier);
    const foreign = await apply(brandId, { letterFileIds: [foreignLetter] });
    expect(foreign.body).toMatchObject({ code: '8888', data: { field: 'letterFileIds' } });
    // A picture uploaded for goods is not an authorisation letter.
    const picture = await upload(t.app, supplier, 'image', 'main.png', PNG_BYTES);
    const wrongGroup = await apply(brandId, { letterFileIds: [picture.body.data.fileId] });
    expect(wrongGroup.body).toMatchObject({ code: '8888', data: { field: 'letterFileIds' } });

    expect(await authRows(brandId)).toEqual([]);
  });

  it('lets goods of a brand be saved only once the authorisation is approved', async () => {
    const brandId = freeBrands[1];
    const refused = await saveGoods(brandId);
    expect(refused.body).toMatchObject({ code: '8888', data: { field: 'brandId' } });
    expect(refused.body.respDesc).toContain('没有该品牌的有效授权');

    const applied = dataOf(await apply(brandId));
    expect(applied).toMatchObject({ brandId, status: BrandAuthStatus.applied, expired: false });
    const again = await apply(brandId);
    expect(again.body).toMatchObject({ code: '8888', data: { field: 'brandId' } });
    expect((await saveGoods(brandId)).body.data).toMatchObject({ field: 'brandId' });

    const pending = dataOf(
      await call(t.app, queryBrandAuthAuditList, { status: BrandAuthStatus.applied }, { token: operator }),
    );
    expect(pending.rows.map((r) => r.authId)).toContain(applied.authId);

    expect(dataOf(await audit([applied.authId], true, '资料齐全'))).toMatchObject({
      status: BrandAuthStatus.active,
    });
    dataOf(await saveGoods(brandId));
    const authorised = dataOf(await call(t.app, queryAuthorisedBrands, {}, { token: supplier }));
    expect(authorised.map((b) => b.brandId)).toContain(brandId);

    const detail = dataOf(await call(t.app, getBrandAuth, { authId: applied.authId }, { token: supplier }));
    expect(detail.letters).toHaveLength(1);
    expect(detail.letters[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(detail.history.map((h) => [h.event, h.username])).toEqual([
      ['approve', 'operator01'],
      ['apply', 'supplier01'],
    ]);
    // The operator who audits sees the letter; the other supplier does not.
    const seen = await t.app.inject({
      method: 'GET',
      url: `${FILE_ROUTES.file}?fileId=${detail.letters[0].fileId}`,
      cookies: { [SIGN_HEADERS.token]: operator },
    });
    expect(seen.statusCode).toBe(200);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `${FILE_ROUTES.file}?fileId=${detail.letters[0].fileId}`,
      cookies: { [SIGN_HEADERS.token]: otherSupplier },
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'E404', respDesc: '文件不存在或无权查看' });
  });
});

describe('audit, stop and start', () => {
  it('answers E403 to a supplier and to an operator without the audit page, changing nothing', async () => {
    const brandId = freeBrands[2];
    const { authId } = dataOf(await apply(brandId));
    expect((await audit([authId], true, '', supplier)).body.code).toBe('E403');
    expect((await audit([authId], true, '', staff)).body.code).toBe('E403');
    expect((await call(t.app, getBrandAuthForAudit, { authId }, { token: staff })).body.code).toBe('E403');
    expect((await authRows(brandId))[0].status).toBe(BrandAuthStatus.applied);
  });

  it('rejects only with a reason, and the supplier applies again on the same record', async () => {
    const brandId = freeBrands[3];
    const { authId } = dataOf(await apply(brandId));
    const pending = await auditTab('pending');
    expect(pending.rows.map((r) => r.authId)).toContain(authId);
    expect(new Set(pending.rows.map((r) => r.status))).toEqual(new Set([BrandAuthStatus.applied]));
    const noReason = await audit([authId], false);
    expect(noReason.body).toMatchObject({ code: 'E400', data: { field: 'reason' } });
    dataOf(await audit([authId], false, '授权书已过期'));
    // Decided, it leaves the pending tab for the decided one; each tab's count is what the tab lists.
    const decided = await auditTab('decided');
    expect(decided.rows.map((r) => r.authId)).toContain(authId);
    expect(decided.rows.map((r) => r.status)).not.toContain(BrandAuthStatus.applied);
    const after = await auditTab('pending');
    expect(after.rows.map((r) => r.authId)).not.toContain(authId);
    expect(after.tabCounts).toEqual({ pending: after.total, decided: decided.total });
    expect(after.total).toBe(pending.total - 1);
    const rejected = dataOf(await call(t.app, getBrandAuth, { authId }, { token: supplier }));
    expect(rejected).toMatchObject({ status: BrandAuthStatus.rejected, reason: '授权书已过期' });
    // The page offers to apply again because the server lists the step open to the supplier.
    expect(rejected.actions).toEqual(['resubmit']);
    expect((await saveGoods(brandId)).body.data).toMatchObject({ field: 'brandId' });

    const again = dataOf(await apply(brandId, { remark: '已更新授权书' }));
    expect(again).toMatchObject({ authId, status: BrandAuthStatus.applied, remark: '已更新授权书' });
    expect(await authRows(brandId)).toHaveLength(1);
    const history = dataOf(await call(t.app, getBrandAuth, { authId }, { token: supplier })).history;
    expect(history.map((h) => h.event)).toEqual(['resubmit', 'reject', 'apply']);
  });

  it('stops goods of the brand when stopped by an operator or the supplier, until an operator starts it', async () => {
    const brandId = freeBrands[4];
    const { authId } = dataOf(await apply(brandId));
    dataOf(await audit([authId], true));
    const draft = dataOf(await saveGoods(brandId));

    const noReason = await call(
      t.app,
      stopBrandAuth,
      { authIds: [authId], reason: ' ' },
      { token: operator },
    );
    expect(noReason.body).toMatchObject({ code: 'E400', data: { field: 'reason' } });
    dataOf(
      await call(t.app, stopBrandAuth, { authIds: [authId], reason: '品牌方投诉' }, { token: operator }),
    );
    expect((await saveGoods(brandId)).body.data).toMatchObject({ field: 'brandId' });
    // A draft saved before the stop is not submitted for listing either.
    const submitted = await call(t.app, submitListing, { skuIds: draft.skuIds }, { token: supplier });
    expect(submitted.body).toMatchObject({
      code: '8888',
      respDesc: '您没有该品牌的有效授权，请先在“品牌授权”中申请并通过审核',
      data: { field: 'brandId' },
    });
    const byStatus = dataOf(await call(t.app, queryAuthorisedBrands, {}, { token: supplier }));
    expect(byStatus.map((b) => b.brandId)).not.toContain(brandId);

    // A supplier cannot start it itself.
    expect((await call(t.app, startBrandAuth, { authIds: [authId] }, { token: supplier })).body.code).toBe(
      'E403',
    );
    dataOf(
      await call(t.app, startBrandAuth, { authIds: [authId], reason: '投诉已处理' }, { token: operator }),
    );
    dataOf(await saveGoods(brandId));

    dataOf(
      await call(t.app, withdrawBrandAuth, { authIds: [authId], reason: '不再经营' }, { token: supplier }),
    );
    expect((await saveGoods(brandId)).body.data).toMatchObject({ field: 'brandId' });
    const events = dataOf(await call(t.app, getBrandAuth, { authId }, { token: supplier })).history.map(
      (h) => h.event,
    );
    expect(events.slice(0, 3)).toEqual(['withdraw', 'start', 'stop']);
  });

  it('stops goods of the brand the day after the last valid day', async () => {
    const brandId = freeBrands[5];
    const today = chinaToday();
    const { authId } = dataOf(await apply(brandId, { validTo: today }));
    dataOf(await audit([authId], true));
    dataOf(await saveGoods(brandId));
    const inForce = dataOf(await call(t.app, getBrandAuth, { authId }, { token: supplier }));
    expect(inForce.actions).toEqual(['withdraw']);

    const tomorrow = new Date(realNow().getTime() + 24 * 3600 * 1000);
    clock.now = () => tomorrow;
    const token = await loginAs(t.app, 'supplier01');
    const refused = await saveGoods(brandId, token);
    expect(refused.body).toMatchObject({ code: '8888', data: { field: 'brandId' } });
    const own = dataOf(await call(t.app, queryBrandAuthList, { expired: true }, { token }));
    expect(own.rows.map((r) => r.authId)).toEqual([authId]);
    // Renewal is open once it has expired (the machine's guard), withdrawal as before.
    expect(own.rows[0]).toMatchObject({
      status: BrandAuthStatus.active,
      expired: true,
      actions: ['withdraw', 'renew'],
    });
    const authorised = dataOf(await call(t.app, queryAuthorisedBrands, {}, { token }));
    expect(authorised.map((b) => b.brandId)).not.toContain(brandId);

    // An expired authorisation is applied for again on the same record.
    const renewed = dataOf(await apply(brandId, { validTo: dayAfter(chinaToday(), 30) }, token));
    expect(renewed).toMatchObject({ authId, status: BrandAuthStatus.applied, expired: false });
  });
});

describe('scope', () => {
  it('never shows or lets another supplier touch an authorisation', async () => {
    // Fresh sessions: the expiry test travelled a day ahead.
    [supplier, otherSupplier, operator] = await Promise.all(
      ['supplier01', 'supplier02', 'operator01'].map((u) => loginAs(t.app, u)),
    );
    const brandId = freeBrands[1];
    const [own] = await authRows(brandId);
    const authId = String(own.id);
    const theirs = dataOf(await call(t.app, queryBrandAuthList, { pageSize: 200 }, { token: otherSupplier }));
    expect(theirs.rows.every((r) => r.supplierName === theirs.rows[0]?.supplierName)).toBe(true);
    expect(theirs.rows.map((r) => r.authId)).not.toContain(authId);
    expect((await call(t.app, getBrandAuth, { authId }, { token: otherSupplier })).body.code).toBe('E404');
    const withdraw = await call(
      t.app,
      withdrawBrandAuth,
      { authIds: [authId], reason: '恶意操作' },
      { token: otherSupplier },
    );
    expect(withdraw.body.code).toBe('E404');
    expect((await authRows(brandId))[0].status).toBe(BrandAuthStatus.active);

    const mine = dataOf(await call(t.app, queryBrandAuthList, { pageSize: 200 }, { token: supplier }));
    expect(mine.rows.map((r) => r.authId)).toContain(authId);
    expect(new Set(mine.rows.map((r) => r.supplierId))).toEqual(new Set([String(supplierId)]));
    const filtered = dataOf(
      await call(
        t.app,
        queryBrandAuthAuditList,
        { supplierName: mine.rows[0].supplierName, tab: 'decided', pageSize: 200 },
        { token: operator },
      ),
    );
    expect(new Set(filtered.rows.map((r) => r.supplierId))).toEqual(new Set([String(supplierId)]));
  });
});

describe('brand authorisation audits on the approval engine', () => {
  /** What operator01's audit list and the authorisation's detail list on it (they agree). */
  const auditActions = async (authId: string) => {
    const page = dataOf(
      await call(
        t.app,
        queryBrandAuthAuditList,
        { pageNo: 1, pageSize: 100, tab: 'pending' },
        { token: operator },
      ),
    );
    const listed = page.rows.find((row) => row.authId === authId)?.actions;
    expect(dataOf(await call(t.app, getBrandAuthForAudit, { authId }, { token: operator })).actions).toEqual(
      listed,
    );
    return listed;
  };
  it("waits in operator01's task list; a two-level process decides it only at the last level", async () => {
    const brandId = freeBrands[6];
    await engine.withTwoLevels('brandAuthorisation', async () => {
      const { authId, brandName } = dataOf(await apply(brandId));
      expect(await engine.openTask(operator, 'brandAuthorisation', authId)).toMatchObject({
        subjectNo: expect.stringContaining(brandName),
        levelNo: 1,
      });
      expect(await auditActions(authId)).toEqual(['approve', 'reject']);
      dataOf(await audit([authId], true, '资料齐全'));
      expect((await authRows(brandId))[0].status).toBe(BrandAuthStatus.applied);
      // Still awaiting audit, but its second level is operator02's: operator01 is offered no decision.
      expect(await auditActions(authId)).toEqual([]);
      // operator01 holds no task of the second level: refused, nothing changed.
      expect((await audit([authId], true)).body).toMatchObject({ code: 'E404', respDesc: '审批任务不存在' });
      await engine.decideAsStaff('brandAuthorisation', authId, false, '授权链条不完整');
      const detail = dataOf(await call(t.app, getBrandAuthForAudit, { authId }, { token: operator }));
      expect(detail).toMatchObject({ status: BrandAuthStatus.rejected, reason: '授权链条不完整' });
      expect(detail.history[0]).toMatchObject({ event: 'reject', username: 'operator02' });
      expect(detail.approvals.map((a) => [a.levelNo, a.approverName, a.status, a.remark])).toEqual([
        [1, '陈静', 1, '资料齐全'],
        [2, '赵敏', 2, '授权链条不完整'],
      ]);
    });
    // Applied for again, its new audit goes to the operators on the one-level default.
    const { authId } = dataOf(await apply(brandId, { remark: '补充授权链条' }));
    expect(await engine.openTask(operator, 'brandAuthorisation', authId)).toMatchObject({ levelNo: 1 });
    dataOf(await audit([authId], true));
    expect((await authRows(brandId))[0].status).toBe(BrandAuthStatus.active);
  });

  it('gives an application waiting without an audit (an older database) one at start', async () => {
    const brandId = Number(freeBrands[7]);
    const today = chinaToday();
    const [row] = await t.db
      .insert(brandAuths)
      .values({
        supplierId,
        brandId,
        status: BrandAuthStatus.applied,
        validFrom: today,
        validTo: dayAfter(today, 30),
        appliedAt: new Date(),
        updatedAt: new Date(),
      })
      .returning({ id: brandAuths.id });
    const authId = String(row.id);
    expect(await engine.openTask(operator, 'brandAuthorisation', authId)).toBeUndefined();
    expect(await t.db.transaction((tx) => adoptPendingBrandAuths(tx))).toBe(1);
    expect(await engine.openTask(operator, 'brandAuthorisation', authId)).toMatchObject({ levelNo: 1 });
    dataOf(await audit([authId], true));
    expect((await authRows(String(brandId)))[0].status).toBe(BrandAuthStatus.active);
  });
});

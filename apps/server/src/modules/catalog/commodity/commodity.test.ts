import {
  addShoppingCart,
  auditListing,
  forceOffShelf,
  getCommodity,
  getSkuDetail,
  getSupplierCommodity,
  queryAuditList,
  queryAuditRecordList,
  queryCart,
  querySupplierSkuList,
  requestOffShelf,
  restoreShelf,
  SkuStatus,
  saveSpu,
  searchGoods,
  submitListing,
  updateParam,
} from '@procuremart/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { PNG_BYTES, upload } from '../../../testing/upload';
import { menus, roleMenus, roles, userRoles } from '../../access/shared-tables';
import { users } from '../../identity/shared-tables';
import { operatorAuditLevels } from '../../process/test-support';
import { auditEngineFixture } from '../audit-engine-fixture';
import { skus, spus } from '../tables';
import { listingFixture, skuRow, uploadPicture } from './commodity-fixture';
import { adoptPendingListings } from './listing-approval';

let t: TestApp;
let supplier: string;
let otherSupplier: string;
let operator: string;
let staff: string;
let purchaser: string;
let fixture: Awaited<ReturnType<typeof listingFixture>>;
let engine: Awaited<ReturnType<typeof auditEngineFixture>>;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [supplier, otherSupplier, operator, staff, purchaser] = await Promise.all(
    ['supplier01', 'supplier02', 'operator01', 'operator02', 'purchaser01'].map((u) => loginAs(t.app, u)),
  );
  fixture = await listingFixture(t.db);
  engine = await auditEngineFixture(t);
  // The category has shared attributes (required ones to leave out) and spec attributes (two SKUs).
  expect(fixture.shared.length).toBeGreaterThan(0);
});
afterAll(() => t.close());

let codeNo = 0;
async function spuInput(name: string) {
  codeNo += 2;
  return {
    categoryId: fixture.categoryId,
    brandId: fixture.brandId,
    spuName: name,
    description: '耐用，适合办公室使用',
    pictureFileIds: [await uploadPicture(t.app, supplier)],
    attributes: fixture.shared,
    skus: [skuRow(`ZX-${codeNo}`, fixture.specs(0)), skuRow(`ZX-${codeNo + 1}`, fixture.specs(1), '77.50')],
  };
}

async function createListing(name: string) {
  return dataOf(await call(t.app, saveSpu, await spuInput(name), { token: supplier }));
}

const search = async (keyword: string) =>
  dataOf(await call(t.app, searchGoods, { keyword }, {})).rows.map((r) => r.skuName);
const statusOf = async (skuId: string) =>
  (
    await t.db
      .select({ status: skus.status })
      .from(skus)
      .where(eq(skus.id, Number(skuId)))
  )[0].status;
const audit = (skuIds: string[], level: 1 | 2, passed: boolean, reason?: string) =>
  call(t.app, auditListing, { skuIds, level, passed, reason }, { token: operator });

let secondReviewerToken: Promise<string> | undefined;
/** operator02 given a role with the second review page alone (the demo roles hold both levels). */
function secondReviewer(): Promise<string> {
  secondReviewerToken ??= (async () => {
    const [role] = await t.db
      .insert(roles)
      .values({ roleCode: 'secondReviewOnly', roleName: '复审员', roleNameEn: 'Second reviewer', kind: 0 })
      .returning({ id: roles.id });
    const [page] = await t.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.menuCode, 'newSoldUpTwoList'));
    await t.db.insert(roleMenus).values({ roleId: role.id, menuId: page.id });
    const [reviewer] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'operator02'));
    await t.db.insert(userRoles).values({ userId: reviewer.id, roleId: role.id });
    return loginAs(t.app, 'operator02');
  })();
  return secondReviewerToken;
}

describe('supplier listing through two audits', () => {
  it('creates drafts, passes level 1 then level 2, and the goods are found by search', async () => {
    const { spuId, skuIds } = await createListing('青松牌商务订书机');
    expect(skuIds).toHaveLength(2);
    expect(await statusOf(skuIds[0])).toBe(SkuStatus.draft);
    expect(await search('青松牌商务订书机')).toEqual([]);
    // The uploaded picture is the goods' picture, shown on the storefront only once they are listed.
    const [{ pictureKey, shopId }] = await t.db
      .select({ pictureKey: skus.pictureKey, shopId: skus.shopId })
      .from(skus)
      .where(eq(skus.id, Number(skuIds[0])));
    expect(pictureKey).toMatch(new RegExp(`^upload/${spuId}/`));
    const picture = () => t.app.inject({ method: 'GET', url: `/api/ucc/pictures/${pictureKey}` });
    expect((await picture()).statusCode).toBe(404);

    dataOf(await call(t.app, submitListing, { skuIds }, { token: supplier }));
    const queue = dataOf(
      await call(t.app, queryAuditList, { level: 1, keyword: '青松牌' }, { token: operator }),
    );
    expect(queue.rows.map((r) => r.skuId).sort()).toEqual([...skuIds].sort());

    const early = await audit(skuIds, 2, true);
    expect(early.body.code).toBe('E409');
    expect(await statusOf(skuIds[0])).toBe(SkuStatus.awaitingFirstAudit);

    dataOf(await audit(skuIds, 1, true));
    expect(await statusOf(skuIds[0])).toBe(SkuStatus.awaitingSecondAudit);
    expect(await search('青松牌商务订书机')).toEqual([]);
    dataOf(await audit(skuIds, 2, true, '资料齐全'));
    expect(await statusOf(skuIds[1])).toBe(SkuStatus.onShelf);
    expect((await search('青松牌商务订书机')).length).toBe(2);
    const shown = await picture();
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(PNG_BYTES)).toBe(true);
    const detail = dataOf(
      await call(t.app, getSkuDetail, { skuId: skuIds[0], supplierShopId: String(shopId) }, {}),
    );
    expect(detail.pictures).toEqual([`/api/ucc/pictures/${pictureKey}`]);
    // The unit is kept as its dictionary code (the pages label it in the reader's language).
    expect(detail.unit).toBe('PCS');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/ucc/pictures/${pictureKey}?view=2` })).statusCode,
    ).toBe(404);

    const own = dataOf(
      await call(
        t.app,
        querySupplierSkuList,
        { statuses: [SkuStatus.onShelf], keyword: '青松牌' },
        { token: supplier },
      ),
    );
    expect(own.total).toBe(2);
    const records = dataOf(
      await call(t.app, queryAuditRecordList, { keyword: '青松牌' }, { token: operator }),
    );
    expect(records.rows.map((r) => r.event)).toContain('passSecond');
    expect(records.rows.find((r) => r.event === 'passSecond')).toMatchObject({
      username: 'operator01',
      remark: '资料齐全',
      fromStatus: SkuStatus.awaitingSecondAudit,
      toStatus: SkuStatus.onShelf,
    });
    expect(spuId).toBeTruthy();
  });

  it('sends a rejection at either level back to draft with the reason, which is required', async () => {
    const { skuIds } = await createListing('青松牌退回测试');
    dataOf(await call(t.app, submitListing, { skuIds }, { token: supplier }));
    const noReason = await audit(skuIds, 1, false);
    expect(noReason.body).toMatchObject({ code: 'E400', data: { field: 'reason' } });
    dataOf(await audit(skuIds, 1, false, '图片不清晰'));
    expect(await statusOf(skuIds[0])).toBe(SkuStatus.draft);

    dataOf(await call(t.app, submitListing, { skuIds }, { token: supplier }));
    dataOf(await audit(skuIds, 1, true));
    dataOf(await audit(skuIds, 2, false, '价格异常'));
    expect(await statusOf(skuIds[1])).toBe(SkuStatus.draft);
    const records = dataOf(
      await call(
        t.app,
        queryAuditRecordList,
        { keyword: '青松牌退回', event: 'rejectSecond' },
        { token: operator },
      ),
    );
    expect(records.rows.map((r) => r.remark)).toEqual(['价格异常', '价格异常']);
  });
});

describe('the commodity detail', () => {
  it('shows the SPU, its SKUs as their list rows with their specs, the shared values and the history', async () => {
    const { spuId, skuIds } = await createListing('青松牌详情订书机');
    dataOf(await call(t.app, submitListing, { skuIds }, { token: supplier }));
    dataOf(await audit(skuIds, 1, true));
    const detail = dataOf(await call(t.app, getSupplierCommodity, { spuId }, { token: supplier }));
    const listed = dataOf(
      await call(t.app, querySupplierSkuList, { keyword: '青松牌详情订书机' }, { token: supplier }),
    );
    expect(detail).toMatchObject({ spuId, spuName: '青松牌详情订书机', brandId: fixture.brandId });
    expect(detail.skus.map(({ unitCode: _unit, specs: _specs, ...row }) => row)).toEqual(
      [...listed.rows].sort((a, b) => Number(a.skuId) - Number(b.skuId)),
    );
    expect(detail.skus.map((sku) => [sku.unitCode, sku.specs.map((c) => c.valueId)])).toEqual([
      ['PCS', fixture.specs(0).map((c) => c.valueId)],
      ['PCS', fixture.specs(1).map((c) => c.valueId)],
    ]);
    expect(detail.attributes.map((c) => c.valueId)).toEqual(fixture.shared.map((c) => c.valueId));
    expect(detail.history.filter((h) => h.skuId === skuIds[0])).toMatchObject([
      {
        event: 'passFirst',
        fromStatus: SkuStatus.awaitingFirstAudit,
        toStatus: SkuStatus.awaitingSecondAudit,
      },
      { event: 'submit', toStatus: SkuStatus.awaitingFirstAudit },
    ]);
    // The operators' detail adds the steps operator01 may take on each SKU: it holds the second level's task.
    expect(dataOf(await call(t.app, getCommodity, { spuId }, { token: operator }))).toEqual({
      ...detail,
      skus: detail.skus.map((sku) => ({ ...sku, actions: ['passSecond', 'rejectSecond'] })),
    });
    expect((await call(t.app, getSupplierCommodity, { spuId }, { token: otherSupplier })).body).toMatchObject(
      {
        code: 'E404',
      },
    );
  });
});

describe('shelf control', () => {
  it('forced off shelf leaves search, detail and cart; the supplier cannot list it again; restore brings it back', async () => {
    const { skuIds } = await createListing('青松牌强制下架');
    dataOf(await call(t.app, submitListing, { skuIds }, { token: supplier }));
    dataOf(await audit(skuIds, 1, true));
    dataOf(await audit(skuIds, 2, true));
    const [card] = dataOf(await call(t.app, searchGoods, { keyword: '青松牌强制下架' }, {})).rows;
    dataOf(
      await call(
        t.app,
        addShoppingCart,
        { skuId: card.skuId, supplierShopId: card.supplierShopId, num: 1 },
        { token: purchaser },
      ),
    );

    const noReason = await call(t.app, forceOffShelf, { skuIds, reason: '' }, { token: operator });
    expect(noReason.body.code).toBe('E400');
    dataOf(await call(t.app, forceOffShelf, { skuIds, reason: '质量投诉' }, { token: operator }));
    expect(await search('青松牌强制下架')).toEqual([]);
    const detail = dataOf(
      await call(t.app, getSkuDetail, { skuId: card.skuId, supplierShopId: card.supplierShopId }, {}),
    );
    expect(detail.onShelf).toBe(false);
    const cart = dataOf(await call(t.app, queryCart, {}, { token: purchaser }));
    const line = cart.shops.flatMap((s) => s.lines).find((l) => l.skuId === card.skuId);
    expect(line?.onShelf).toBe(false);

    const relist = await call(t.app, submitListing, { skuIds }, { token: supplier });
    expect(relist.body.code).toBe('E409');
    expect(await statusOf(skuIds[0])).toBe(SkuStatus.forcedOffShelf);

    dataOf(await call(t.app, restoreShelf, { skuIds }, { token: operator }));
    expect((await search('青松牌强制下架')).length).toBe(2);
    dataOf(await call(t.app, requestOffShelf, { skuIds: [skuIds[0]] }, { token: supplier }));
    expect(await search('青松牌强制下架')).toHaveLength(1);
  });

  it('lists straight on shelf when listing review is switched off', async () => {
    dataOf(
      await call(
        t.app,
        updateParam,
        { key: 'commodity.listingReviewRequired', value: 'false' },
        { token: operator },
      ),
    );
    try {
      const { skuIds } = await createListing('青松牌免审上架');
      dataOf(await call(t.app, submitListing, { skuIds }, { token: supplier }));
      expect(await statusOf(skuIds[0])).toBe(SkuStatus.onShelf);
    } finally {
      dataOf(
        await call(
          t.app,
          updateParam,
          { key: 'commodity.listingReviewRequired', value: null },
          { token: operator },
        ),
      );
    }
  });
});

describe('who may act', () => {
  it("refuses another supplier's goods with nothing changed", async () => {
    const { spuId, skuIds } = await createListing('青松牌他人商品');
    const submit = await call(t.app, submitListing, { skuIds }, { token: otherSupplier });
    expect(submit.body.code).toBe('E404');
    const edit = await call(t.app, saveSpu, { ...(await spuInput('改名')), spuId }, { token: otherSupplier });
    expect(edit.body.code).toBe('E404');
    const theirs = dataOf(
      await call(t.app, querySupplierSkuList, { keyword: '青松牌他人' }, { token: otherSupplier }),
    );
    expect(theirs.total).toBe(0);
    expect(await statusOf(skuIds[0])).toBe(SkuStatus.draft);
    const [spu] = await t.db
      .select({ name: spus.spuName })
      .from(spus)
      .where(eq(spus.id, Number(spuId)));
    expect(spu.name).toBe('青松牌他人商品');
  });

  it('refuses an operator without the audit pages with E403', async () => {
    const { skuIds } = await createListing('青松牌无权审核');
    dataOf(await call(t.app, submitListing, { skuIds }, { token: supplier }));
    expect(
      (await call(t.app, auditListing, { skuIds, level: 1, passed: true }, { token: staff })).body.code,
    ).toBe('E403');
    expect((await call(t.app, queryAuditList, { level: 1 }, { token: staff })).body.code).toBe('E403');
    expect(await statusOf(skuIds[0])).toBe(SkuStatus.awaitingFirstAudit);
  });

  it('lets a reviewer who holds only the second-level page review level 2, and not level 1', async () => {
    const second = await secondReviewer();
    // The listing process asks the operation administrators or the second reviewers (any one).
    const reviewers = { ...operatorAuditLevels()[0]! };
    reviewers.approvers = [...reviewers.approvers, { kind: 'role', roleCode: 'secondReviewOnly' }];
    await engine.withLevels('listingAudit', [reviewers], async () => {
      const atSecond = await createListing('青松牌复审');
      const atFirst = await createListing('青松牌初审');
      dataOf(
        await call(
          t.app,
          submitListing,
          { skuIds: [...atSecond.skuIds, ...atFirst.skuIds] },
          { token: supplier },
        ),
      );
      dataOf(await audit(atSecond.skuIds, 1, true));

      const queue = dataOf(
        await call(t.app, queryAuditList, { level: 2, keyword: '青松牌复审' }, { token: second }),
      );
      expect(queue.rows.map((r) => r.skuId).sort()).toEqual([...atSecond.skuIds].sort());
      expect((await call(t.app, queryAuditList, { level: 1 }, { token: second })).body.code).toBe('E403');
      expect(
        (
          await call(
            t.app,
            auditListing,
            { skuIds: atFirst.skuIds, level: 1, passed: true },
            { token: second },
          )
        ).body.code,
      ).toBe('E403');
      expect(await statusOf(atFirst.skuIds[0])).toBe(SkuStatus.awaitingFirstAudit);

      dataOf(
        await call(
          t.app,
          auditListing,
          { skuIds: atSecond.skuIds, level: 2, passed: true },
          { token: second },
        ),
      );
      expect(await statusOf(atSecond.skuIds[0])).toBe(SkuStatus.onShelf);
    });
  });
});

describe('the audit queue of each level: awaiting review and reviewed', () => {
  const queue = async (level: 1 | 2, tab: 'pending' | 'decided', token = operator) =>
    dataOf(await call(t.app, queryAuditList, { level, tab, keyword: '青松牌分级' }, { token }));
  const decisionsOf = (rows: { skuId: string; decision: string | null }[]) =>
    Object.fromEntries(rows.map((r) => [r.skuId, r.decision]));

  it("shows each level's waiting requests and what that level's reviewers decided, with the last decision", async () => {
    const passed = await createListing('青松牌分级通过');
    const rejected = await createListing('青松牌分级驳回');
    const all = [...passed.skuIds, ...rejected.skuIds];
    dataOf(await call(t.app, submitListing, { skuIds: all }, { token: supplier }));
    const waiting = await queue(1, 'pending');
    expect(waiting.rows.map((r) => r.skuId).sort()).toEqual([...all].sort());
    expect(waiting.tabCounts).toEqual({ pending: 4, decided: 0 });
    expect(waiting.rows[0]).toMatchObject({ decision: null, decidedBy: null, decidedAt: null });

    dataOf(await audit(passed.skuIds, 1, true));
    dataOf(await audit(rejected.skuIds, 1, false, '图片不清晰'));
    const first = await queue(1, 'decided');
    expect(first.tabCounts).toEqual({ pending: 0, decided: 4 });
    expect(decisionsOf(first.rows)).toEqual({
      ...Object.fromEntries(passed.skuIds.map((id) => [id, 'passFirst'])),
      ...Object.fromEntries(rejected.skuIds.map((id) => [id, 'rejectFirst'])),
    });
    expect(first.rows.find((r) => r.skuId === rejected.skuIds[0])).toMatchObject({
      status: SkuStatus.draft,
      decidedBy: 'operator01',
      decisionRemark: '图片不清晰',
    });
    // Level 2 holds only what level 1 passed, and has decided nothing yet.
    expect((await queue(2, 'pending')).rows.map((r) => r.skuId).sort()).toEqual([...passed.skuIds].sort());
    expect((await queue(2, 'decided')).tabCounts).toEqual({ pending: 2, decided: 0 });

    dataOf(await audit(passed.skuIds, 2, true, '资料齐全'));
    const second = await queue(2, 'decided');
    expect(decisionsOf(second.rows)).toEqual(
      Object.fromEntries(passed.skuIds.map((id) => [id, 'passSecond'])),
    );
    expect(second.rows[0]).toMatchObject({ status: SkuStatus.onShelf, decisionRemark: '资料齐全' });
    expect((await queue(1, 'decided')).tabCounts).toEqual({ pending: 0, decided: 4 });

    // A rejected request sent again waits at level 1 once more, and leaves its reviewed tab meanwhile.
    dataOf(await call(t.app, submitListing, { skuIds: rejected.skuIds }, { token: supplier }));
    const again = await queue(1, 'pending');
    expect(again.rows.map((r) => r.skuId).sort()).toEqual([...rejected.skuIds].sort());
    expect(again.tabCounts).toEqual({ pending: 2, decided: 2 });
    // Its last decision at the level stays on the row for the reviewer to see.
    expect(again.rows[0]).toMatchObject({ decision: 'rejectFirst', decisionRemark: '图片不清晰' });
  });

  it("refuses another level's reviewer either tab with the level's own code, and reads nothing", async () => {
    const second = await secondReviewer();
    for (const tab of ['pending', 'decided'] as const) {
      const refused = await call(t.app, queryAuditList, { level: 1, tab }, { token: second });
      expect(refused.body).toMatchObject({ code: 'E403', respDesc: '您没有该级上架审核的权限' });
    }
    expect((await queue(2, 'decided', second)).tabCounts.decided).toBeGreaterThanOrEqual(2);
  });
});

describe('bad input is refused with nothing written', () => {
  const spuCount = async () => (await t.db.select({ n: count() }).from(spus))[0].n;

  it.each([
    [
      'a missing required attribute',
      (i: any) => ({ ...i, attributes: i.attributes.slice(1) }),
      ['8888', 'attributes', '请填写属性「订书能力」'],
    ],
    [
      'a negative price',
      (i: any) => ({ ...i, skus: [{ ...i.skus[0], salePrice: '-5.00' }] }),
      [
        'E400',
        'skus.0.salePrice',
        '输入有误：skus.0.salePrice: 请输入正确的金额（不能以0开头，最多两位小数）',
      ],
    ],
    [
      'a market price below the sale price',
      (i: any) => ({ ...i, skus: [{ ...i.skus[0], marketPrice: '10.00' }] }),
      ['E400', 'skus.0.marketPrice', '输入有误：skus.0.marketPrice: 市场价不能低于销售价'],
    ],
    [
      'a 300-character name',
      (i: any) => ({ ...i, spuName: '订'.repeat(300) }),
      ['E400', 'spuName', '输入有误：spuName: 长度不能超过120个字符（中文算2个）'],
    ],
    [
      'a script in the description',
      (i: any) => ({ ...i, description: '<script>alert(1)</script>' }),
      ['E400', 'description', '输入有误：description: 商品描述只能是纯文本，不能包含 HTML 标签或脚本'],
    ],
    [
      'a unit outside the dictionary',
      (i: any) => ({ ...i, skus: [{ ...i.skus[0], unit: 'XX' }] }),
      ['8888', 'skus.0.unit', '请从计量单位中选择'],
    ],
    [
      'one goods code twice',
      (i: any) => ({ ...i, skus: [i.skus[0], { ...i.skus[1], supplierSkuCode: i.skus[0].supplierSkuCode }] }),
      ['8888', 'skus.1.supplierSkuCode', '该商品编码已被您的其他商品使用'],
    ],
  ])('%s', async (_label, change, [code, field, message]) => {
    const before = await spuCount();
    const refused = await call(t.app, saveSpu, change(await spuInput('青松牌坏输入')), { token: supplier });
    const { body } = refused;
    expect([body.code, (body.data as { field?: string }).field, body.respDesc]).toEqual([
      code,
      field,
      message,
    ]);
    expect(await spuCount()).toBe(before);
  });

  it('refuses a .exe renamed .png at upload, so it never reaches the goods', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
    const refused = await upload(t.app, supplier, 'image', 'setup.png', exe);
    expect(refused.body).toMatchObject({
      code: '8888',
      respDesc: '文件内容与扩展名不符',
      data: { field: 'file' },
    });
  });
});

describe('listing audits on the approval engine', () => {
  /** What operator01's first-level queue and the goods' detail list on a SKU (they agree). */
  const queueActions = async (skuId: string) => {
    const queue = dataOf(
      await call(t.app, queryAuditList, { level: 1, tab: 'pending', pageSize: 100 }, { token: operator }),
    );
    const row = queue.rows.find((r) => r.skuId === skuId);
    const detail = dataOf(await call(t.app, getCommodity, { spuId: row!.spuId }, { token: operator }));
    expect(detail.skus.find((s) => s.skuId === skuId)?.actions).toEqual(row?.actions);
    return row?.actions;
  };
  it("waits in operator01's task list at each level; a two-level process keeps it waiting until the last", async () => {
    const { skuIds } = await createListing('青松牌流程审核');
    const [sku] = skuIds;
    await engine.withTwoLevels('listingAudit', async () => {
      dataOf(await call(t.app, submitListing, { skuIds: [sku] }, { token: supplier }));
      expect(await engine.openTask(operator, 'listingAudit', sku)).toMatchObject({
        subjectNo: expect.stringContaining('青松牌流程审核'),
        levelNo: 1,
        levelName: '运营审核',
      });
      expect(await queueActions(sku)).toEqual(['passFirst', 'rejectFirst']);
      // Passing its first level leaves the request waiting for the second, which operator01 does not hold:
      // its queue row and the goods' detail offer operator01 no decision any more.
      dataOf(await audit([sku], 1, true));
      expect(await statusOf(sku)).toBe(SkuStatus.awaitingFirstAudit);
      expect(await queueActions(sku)).toEqual([]);
      const again = await audit([sku], 1, true);
      expect(again.body).toMatchObject({ code: 'E404', respDesc: '审批任务不存在' });
      expect(await engine.openTask(operator, 'listingAudit', sku)).toBeUndefined();
      // operator02 rejects from its task list: the request is back in draft with the reason, in its name.
      await engine.decideAsStaff('listingAudit', sku, false, '图片与实物不符');
      expect(await statusOf(sku)).toBe(SkuStatus.draft);
      const records = dataOf(
        await call(t.app, queryAuditRecordList, { keyword: '青松牌流程审核' }, { token: operator }),
      );
      expect(records.rows.find((r) => r.skuId === sku && r.event === 'rejectFirst')).toMatchObject({
        username: 'operator02',
        remark: '图片与实物不符',
      });
    });
    // On the one-level default again: level 1 passed opens level 2's own approval.
    dataOf(await call(t.app, submitListing, { skuIds: [sku] }, { token: supplier }));
    dataOf(await audit([sku], 1, true));
    expect(await engine.openTask(operator, 'listingAudit', sku)).toMatchObject({ levelNo: 1 });
    dataOf(await audit([sku], 2, true));
    expect(await statusOf(sku)).toBe(SkuStatus.onShelf);
  });

  it('refuses the supplier and an operator without a task of the request, with nothing changed', async () => {
    const { skuIds } = await createListing('青松牌无任务');
    dataOf(await call(t.app, submitListing, { skuIds }, { token: supplier }));
    expect(
      (await call(t.app, auditListing, { skuIds, level: 1, passed: true }, { token: supplier })).body.code,
    ).toBe('E403');
    await engine.withTwoLevels('listingAudit', async () => {
      // A batch is all or nothing: the request operator01 holds no task of names itself in the refusal.
      const { skuIds: later } = await createListing('青松牌无任务后');
      dataOf(await call(t.app, submitListing, { skuIds: later }, { token: supplier }));
      dataOf(await audit([later[0]], 1, true));
      const refused = await audit([...skuIds, later[0]], 1, true);
      expect(refused.body).toMatchObject({ code: 'E404', data: { targetId: later[0] } });
      expect(await engine.openTask(operator, 'listingAudit', skuIds[0])).toBeDefined();
      expect(await statusOf(skuIds[0])).toBe(SkuStatus.awaitingFirstAudit);
    });
  });

  it('gives requests waiting without an approval (an older database) one at start', async () => {
    const { skuIds } = await createListing('青松牌旧待审');
    await t.db
      .update(skus)
      .set({ status: SkuStatus.awaitingSecondAudit })
      .where(eq(skus.id, Number(skuIds[0])));
    expect(await engine.openTask(operator, 'listingAudit', skuIds[0])).toBeUndefined();
    expect(await t.db.transaction((tx) => adoptPendingListings(tx))).toBe(1);
    expect(await t.db.transaction((tx) => adoptPendingListings(tx))).toBe(0);
    expect(await engine.openTask(operator, 'listingAudit', skuIds[0])).toMatchObject({ levelNo: 1 });
    dataOf(await audit([skuIds[0]], 2, true));
    expect(await statusOf(skuIds[0])).toBe(SkuStatus.onShelf);
  });
});

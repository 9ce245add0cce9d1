import {
  addCommodityGroupSkus,
  createCommodityGroup,
  deleteCommodityGroup,
  getCommodityGroup,
  getHomeContent,
  queryCommodityGroupList,
  removeCommodityGroupSkus,
  SkuStatus,
  searchSkuCandidates,
  sortCommodityGroupSkus,
  updateCommodityGroup,
} from '@procuremart/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../../platform/audit/tables';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { skus } from '../tables';
import { onShelfSkusOf, setSkuStatus } from './group-fixture';
import { commodityGroupSkus, commodityGroups } from './tables';

let t: TestApp;
let operator: string;
let staff: string;
let supplier: string;
let purchaser: string;
let skuIds: string[];

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [operator, staff, supplier, purchaser] = await Promise.all(
    ['operator01', 'operator02', 'supplier01', 'purchaser01'].map((u) => loginAs(t.app, u)),
  );
  skuIds = (await onShelfSkusOf(t.db, 'supplier01', 6)).map((s) => s.skuId);
});
afterAll(() => t.close());

const create = (input: Parameters<typeof call<typeof createCommodityGroup>>[2], token = operator) =>
  call(t.app, createCommodityGroup, input, { token });
const detail = async (groupId: string) =>
  dataOf(await call(t.app, getCommodityGroup, { groupId }, { token: operator }));
const memberIds = async (groupId: string) => (await detail(groupId)).skus.map((s) => s.skuId);
const add = (groupId: string, ids: string[]) =>
  call(t.app, addCommodityGroupSkus, { groupId, skuIds: ids }, { token: operator });
const groupCount = async () => (await t.db.select({ n: count() }).from(commodityGroups))[0].n;

describe('commodity groups', () => {
  it('creates, lists, edits and deletes a group, each write in the operation log', async () => {
    const created = dataOf(
      await create({
        groupCode: 'office-picks',
        groupName: '办公精选',
        groupNameEn: 'Office picks',
        sortNo: 3,
      }),
    );
    expect(created).toMatchObject({ groupCode: 'office-picks', enabled: 1, homeFloor: 0, skuCount: 0 });
    const listed = dataOf(
      await call(t.app, queryCommodityGroupList, { keyword: 'office' }, { token: operator }),
    );
    expect(listed.rows.map((g) => g.groupName)).toEqual(['办公精选']);
    const edited = dataOf(
      await call(
        t.app,
        updateCommodityGroup,
        {
          groupId: created.groupId,
          version: created.version,
          groupCode: 'office-picks',
          groupName: '办公优选',
          homeFloor: 1,
        },
        { token: operator },
      ),
    );
    expect(edited).toMatchObject({ groupName: '办公优选', homeFloor: 1, version: created.version + 1 });
    const stale = await call(
      t.app,
      updateCommodityGroup,
      { groupId: created.groupId, version: created.version, groupCode: 'office-picks', groupName: '旧名' },
      { token: operator },
    );
    expect(stale.body.code).toBe('E409');
    expect((await detail(created.groupId)).groupName).toBe('办公优选');

    await add(created.groupId, skuIds.slice(0, 2));
    dataOf(await call(t.app, deleteCommodityGroup, { groupId: created.groupId }, { token: operator }));
    expect(
      (await call(t.app, getCommodityGroup, { groupId: created.groupId }, { token: operator })).body.code,
    ).toBe('E404');
    const members = await t.db
      .select({ n: count() })
      .from(commodityGroupSkus)
      .where(eq(commodityGroupSkus.groupId, Number(created.groupId)));
    expect(members[0].n).toBe(0);
    const logged = await t.db
      .select({ action: operationLogs.action })
      .from(operationLogs)
      .where(
        and(eq(operationLogs.targetType, 'commodityGroup'), eq(operationLogs.targetId, created.groupId)),
      );
    expect(logged.map((l) => l.action)).toEqual(
      expect.arrayContaining([
        'ucc_createCommodityGroup',
        'ucc_updateCommodityGroup',
        'ucc_deleteCommodityGroup',
      ]),
    );
  });

  it('refuses a duplicate code and bad fields under the field, with nothing written', async () => {
    dataOf(await create({ groupCode: 'dup-code', groupName: '一组' }));
    const before = await groupCount();
    const dup = await create({ groupCode: 'dup-code', groupName: '二组' }, operator);
    expect(dup.body).toMatchObject({
      code: '8888',
      data: { field: 'groupCode' },
      respDesc: '分组编码已存在',
    });
    const badCode = await create({ groupCode: 'has space', groupName: '三组' });
    expect(badCode.body).toMatchObject({ code: 'E400', data: { field: 'groupCode' } });
    const blank = await create({ groupCode: 'blank-name', groupName: '  ' });
    expect(blank.body).toMatchObject({ code: 'E400', data: { field: 'groupName' } });
    const long = await create({ groupCode: 'long-name', groupName: '长'.repeat(31) });
    expect(long.body).toMatchObject({ code: 'E400', data: { field: 'groupName' } });
    expect(await groupCount()).toBe(before);
  });

  it('adds SKUs in bulk (skipping ones already in), removes, and reorders them', async () => {
    const { groupId } = dataOf(await create({ groupCode: 'members', groupName: '成员测试' }));
    expect(dataOf(await add(groupId, skuIds.slice(0, 3)))).toMatchObject({ skuCount: 3, changed: 3 });
    expect(dataOf(await add(groupId, [skuIds[2], skuIds[3]]))).toMatchObject({ skuCount: 4, changed: 1 });
    expect(await memberIds(groupId)).toEqual(skuIds.slice(0, 4));

    const reordered = [skuIds[3], skuIds[1], skuIds[0], skuIds[2]];
    dataOf(await call(t.app, sortCommodityGroupSkus, { groupId, skuIds: reordered }, { token: operator }));
    expect(await memberIds(groupId)).toEqual(reordered);
    const partial = await call(
      t.app,
      sortCommodityGroupSkus,
      { groupId, skuIds: skuIds.slice(0, 2) },
      { token: operator },
    );
    expect(partial.body).toMatchObject({ code: '8888', data: { field: 'skuIds' } });
    expect(await memberIds(groupId)).toEqual(reordered);

    const removed = dataOf(
      await call(
        t.app,
        removeCommodityGroupSkus,
        { groupId, skuIds: [skuIds[1], skuIds[5]] },
        { token: operator },
      ),
    );
    expect(removed).toMatchObject({ skuCount: 3, changed: 1 });
    expect(await memberIds(groupId)).toEqual([skuIds[3], skuIds[0], skuIds[2]]);
    expect((await detail(groupId)).skuCount).toBe(3);
  });

  it('refuses unknown or repeated SKUs and a full group, with nothing added', async () => {
    const { groupId } = dataOf(await create({ groupCode: 'refusals', groupName: '拒绝测试' }));
    const unknown = await add(groupId, [skuIds[0], '999999999']);
    expect(unknown.body).toMatchObject({ code: '8888', data: { field: 'skuIds' } });
    const repeated = await add(groupId, [skuIds[0], skuIds[0]]);
    expect(repeated.body).toMatchObject({ code: 'E400', data: { field: 'skuIds' } });
    expect(await memberIds(groupId)).toEqual([]);
    await t.db
      .update(commodityGroups)
      .set({ skuCount: 199 })
      .where(eq(commodityGroups.id, Number(groupId)));
    const full = await add(groupId, skuIds.slice(0, 2));
    expect(full.body).toMatchObject({ code: '8888', respDesc: '分组商品已达上限（200 个）' });
    expect(await memberIds(groupId)).toEqual([]);
    expect((await detail(groupId)).skuCount).toBe(199);
  });

  it('finds SKUs to add by SKU code, any supplier for operators', async () => {
    const [sku] = await t.db
      .select({ code: skus.supplierSkuCode })
      .from(skus)
      .where(eq(skus.id, Number(skuIds[0])));
    const found = dataOf(await call(t.app, searchSkuCandidates, { keyword: sku.code }, { token: operator }));
    expect(found.rows.map((r) => r.skuId)).toContain(skuIds[0]);
    expect(found.rows.every((r) => r.supplierSkuCode.includes(sku.code))).toBe(true);
  });

  it('answers E403 to purchasers, suppliers and staff without the page, with nothing written', async () => {
    const before = await groupCount();
    for (const token of [purchaser, supplier, staff]) {
      expect((await create({ groupCode: 'nope', groupName: '越权' }, token)).body.code).toBe('E403');
      expect((await call(t.app, queryCommodityGroupList, {}, { token })).body.code).toBe('E403');
    }
    expect((await call(t.app, searchSkuCandidates, {}, { token: purchaser })).body.code).toBe('E403');
    expect(await groupCount()).toBe(before);
  });
});

describe('groups as home floors', () => {
  it('shows enabled home-floor groups after the category floors, on-shelf members only, in order', async () => {
    const make = async (code: string, fields: { sortNo: number; enabled?: 0 | 1; homeFloor?: 0 | 1 }) =>
      dataOf(
        await create({ groupCode: code, groupName: `楼层${code}`, groupNameEn: `Floor ${code}`, ...fields }),
      ).groupId;
    const shown = await make('floor-a', { sortNo: 2, homeFloor: 1 });
    const first = await make('floor-b', { sortNo: 1, homeFloor: 1 });
    const disabled = await make('floor-c', { sortNo: 0, homeFloor: 1, enabled: 0 });
    const notFloor = await make('floor-d', { sortNo: 0 });
    const allOff = await make('floor-e', { sortNo: 0, homeFloor: 1 });
    await add(shown, skuIds.slice(0, 4));
    await call(
      t.app,
      sortCommodityGroupSkus,
      { groupId: shown, skuIds: [skuIds[3], skuIds[2], skuIds[1], skuIds[0]] },
      { token: operator },
    );
    await add(first, [skuIds[4]]);
    await add(disabled, [skuIds[0]]);
    await add(notFloor, [skuIds[0]]);
    await add(allOff, [skuIds[5]]);
    await setSkuStatus(t.db, [skuIds[2], skuIds[5]], SkuStatus.forcedOffShelf);

    const home = dataOf(await call(t.app, getHomeContent, {}));
    expect(home.floors.length).toBeGreaterThan(0);
    expect(home.groupFloors.map((f) => [f.groupId, f.name, f.nameEn])).toEqual([
      [first, '楼层floor-b', 'Floor floor-b'],
      [shown, '楼层floor-a', 'Floor floor-a'],
    ]);
    expect(home.groupFloors[1].goods.map((g) => g.skuId)).toEqual([skuIds[3], skuIds[1], skuIds[0]]);
    expect(home.groupFloors[0].goods[0].price).toMatch(/^\d+\.\d{2}$/);
  });
});

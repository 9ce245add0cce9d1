import {
  alreadyAndNorRoleStationNew,
  closeOrder,
  DataAuthority,
  DataResource,
  dealStation,
  deleteStation,
  getMemberDetail,
  getOrderDetail,
  getParentOrderDetail,
  getStation,
  getUserMenus,
  lookupOrderOrgs,
  queryMemberList,
  queryOperatorPurchaseOrderList,
  queryOrderList,
  queryPurchaseOrderListForPurchaser,
  queryStationMembers,
  queryStations,
  RoleCode,
  saveDataPermission,
  saveRoleStations,
  saveStation,
  saveStationMembers,
  selMenusByUser,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { exportThroughTask, sheetRows } from '../../../testing/files';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { type CartFixtures, insertCartFixtures } from '../../cart/test-support';
import { users } from '../../identity/shared-tables';
import { orders } from '../../orders/shared-tables';
import { insertFixtureOrder } from '../../orders/test-support';
import { roles } from '../shared-tables';

let t: TestApp;
let f: CartFixtures;
const tokens: Record<string, string> = {};
const ACCOUNTS = ['operator01', 'operator02', 'orgadmin01', 'approver01', 'zoneop01', 'purchaser01'];

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCartFixtures(t.db);
  for (const name of ACCOUNTS) tokens[name] = await loginAs(t.app, name);
});
afterAll(() => t.close());

const as = (who: string) => ({ token: tokens[who] });
const userOf = async (username: string) =>
  (await t.db.select().from(users).where(eq(users.username, username)))[0]!;
const roleIdOf = async (code: string) =>
  String((await t.db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, code)))[0]!.id);
const stationNamed = async (who: string, stationName: string) =>
  dataOf(await call(t.app, queryStations, { pageNo: 1, pageSize: 50, stationName }, as(who))).rows[0]!;
const newStation = async (
  who: string,
  fields: { stationCode: string; stationName: string; orgId?: string },
) => dataOf(await call(t.app, saveStation, fields, as(who)));

describe('zone operator zoneop01', () => {
  it('sees only purchaser02’s organisation in every order list, detail, lookup and export; other ids are E404', async () => {
    const east = await insertFixtureOrder(t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: f.pen.skuId, num: 1 }],
    });
    const north = await insertFixtureOrder(t.db, {
      buyer: 'purchaser02',
      lines: [{ skuId: f.pen.skuId, num: 2 }],
    });
    const northOrg = (await userOf('purchaser02')).orgId!;
    const northTotal = (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.orgId, northOrg)))
      .length;

    for (const def of [queryOrderList, queryOperatorPurchaseOrderList]) {
      const page = dataOf(await call(t.app, def, { pageNo: 1, pageSize: 100 }, as('zoneop01')));
      expect(page.total).toBe(northTotal);
      expect(page.tabCounts.all).toBe(northTotal);
      expect(page.rows.map((r) => r.orderId)).toContain(String(north.orderId));
      expect(new Set(page.rows.map((r) => r.orgName))).toEqual(new Set([page.rows[0]!.orgName]));
      expect(page.rows.map((r) => r.orderId)).not.toContain(String(east.orderId));
    }
    // operator01 holds no station: every order, as before.
    const everything = dataOf(
      await call(t.app, queryOrderList, { pageNo: 1, pageSize: 100 }, as('operator01')),
    );
    expect(everything.rows.map((r) => r.orderId)).toEqual(
      expect.arrayContaining([String(east.orderId), String(north.orderId)]),
    );

    expect(
      dataOf(await call(t.app, getOrderDetail, { orderId: String(north.orderId) }, as('zoneop01'))).orderNo,
    ).toBe(north.orderNo);
    expect(
      (await call(t.app, getOrderDetail, { orderId: String(east.orderId) }, as('zoneop01'))).body.code,
    ).toBe('E404');
    const parent = { parentOrderId: String(north.parentOrderId) };
    expect(dataOf(await call(t.app, getParentOrderDetail, parent, as('zoneop01'))).orders).toHaveLength(1);
    const otherParent = { parentOrderId: String(east.parentOrderId) };
    expect((await call(t.app, getParentOrderDetail, otherParent, as('zoneop01'))).body.code).toBe('E404');
    const orgsFound = dataOf(await call(t.app, lookupOrderOrgs, { keyword: '' }, as('zoneop01')));
    expect(orgsFound.map((o) => o.id)).toEqual([String(northOrg)]);
    // Closing stays the integrated query's: the zone views read only.
    const close = { orderId: String(north.orderId), event: 'close', reason: 'x' } as never;
    expect((await call(t.app, closeOrder, close, as('zoneop01'))).body.code).toBe('E403');

    // The export lists what the page lists.
    const listed = dataOf(await call(t.app, queryOrderList, { pageNo: 1, pageSize: 100 }, as('zoneop01')));
    const sheet = await sheetRows(
      await exportThroughTask(t.app, tokens.zoneop01!, 'orderIntegratedQuery', {}),
    );
    expect(sheet.slice(1).map((row) => row[0])).toEqual(listed.rows.map((r) => r.orderNo));
  });
});

describe('data permissions of a station', () => {
  it('own department narrows a buyer’s organisation-order list and its export; a stopped station gives it up', async () => {
    const unit = (await userOf('purchaser01')).orgUnitId!;
    const engineer = await userOf('engineer01');
    const inUnit = await insertFixtureOrder(t.db, {
      buyer: 'purchaser01',
      lines: [{ skuId: f.pen.skuId, num: 1 }],
    });
    const elsewhere = await insertFixtureOrder(t.db, {
      buyer: 'engineer01',
      lines: [{ skuId: f.pen.skuId, num: 1 }],
    });
    await t.db.update(orders).set({ orgUnitId: unit }).where(eq(orders.id, inUnit.orderId));
    await t.db.update(orders).set({ orgUnitId: engineer.orgUnitId }).where(eq(orders.id, elsewhere.orderId));
    await t.db.update(users).set({ orgUnitId: unit }).where(eq(users.username, 'approver01'));
    const orgList = async () =>
      dataOf(
        await call(t.app, queryPurchaseOrderListForPurchaser, { pageNo: 1, pageSize: 100 }, as('approver01')),
      ).rows.map((r) => r.orderId);
    const both = [String(inUnit.orderId), String(elsewhere.orderId)];
    expect(await orgList()).toEqual(expect.arrayContaining(both));

    const station = await newStation('orgadmin01', {
      stationCode: 'DEPT-BUY',
      stationName: '部门采购审批岗',
    });
    await call(
      t.app,
      saveDataPermission,
      { stationId: station.stationId, resource: DataResource.order, authority: DataAuthority.dept },
      as('orgadmin01'),
    );
    const approver = String((await userOf('approver01')).id);
    const saved = dataOf(
      await call(
        t.app,
        saveStationMembers,
        { stationId: station.stationId, addUserIds: [approver] },
        as('orgadmin01'),
      ),
    );
    expect(saved).toMatchObject({ memberCount: 1, dataScopes: [{ resource: 'order', authority: 'dept' }] });

    const narrowed = await orgList();
    expect(narrowed).toContain(String(inUnit.orderId));
    expect(narrowed).not.toContain(String(elsewhere.orderId));
    const listed = dataOf(
      await call(t.app, queryPurchaseOrderListForPurchaser, { pageNo: 1, pageSize: 100 }, as('approver01')),
    );
    const sheet = await sheetRows(await exportThroughTask(t.app, tokens.approver01!, 'orgOrder', {}));
    expect(sheet.slice(1).map((row) => row[0])).toEqual(listed.rows.map((r) => r.orderNo));
    expect(
      (await call(t.app, getOrderDetail, { orderId: String(elsewhere.orderId) }, as('approver01'))).body.code,
    ).toBe('E404');

    await call(t.app, dealStation, { stationId: station.stationId, event: 'stop' }, as('orgadmin01'));
    expect(await orgList()).toEqual(expect.arrayContaining(both));
  });

  it('refuses what a station’s organisation may not give, and resources not applied yet', async () => {
    const station = await newStation('orgadmin01', { stationCode: 'CHECKS', stationName: '校验岗' });
    const set = (fields: { resource: string; authority: string | null; orgIds?: string[] }) =>
      call(t.app, saveDataPermission, { stationId: station.stationId, ...fields }, as('orgadmin01'));
    const zone = await set({
      resource: 'order',
      authority: 'zone',
      orgIds: [String((await userOf('purchaser02')).orgId)],
    });
    expect([zone.body.code, zone.body.respDesc]).toEqual(['8888', '该数据权限类型不适用于本岗位所属单位']);
    const outside = await set({
      resource: 'order',
      authority: 'orgs',
      orgIds: [String((await userOf('purchaser02')).orgId)],
    });
    expect(outside.body.data).toMatchObject({ field: 'orgIds' });
    expect((await set({ resource: 'order', authority: 'orgs' })).body.respDesc).toBe('请选择指定单位');
    expect((await set({ resource: 'budget', authority: 'org' })).body.respDesc).toBe(
      '该数据资源类型尚未启用数据权限',
    );
    const unit = String((await userOf('purchaser01')).orgUnitId);
    const listedUnit = dataOf(await set({ resource: 'order', authority: 'orgs', orgIds: [unit] }));
    expect(listedUnit.dataScopes).toMatchObject([{ authority: 'orgs', orgIds: [unit] }]);
    expect(dataOf(await set({ resource: 'order', authority: null })).dataScopes).toEqual([]);
  });

  it('listed departments narrow an enterprise administrator’s members: others are E404', async () => {
    const station = await newStation('orgadmin01', { stationCode: 'HR-ENG', stationName: '工程部人事岗' });
    const engineering = String((await userOf('engineer01')).orgUnitId);
    await call(
      t.app,
      saveDataPermission,
      {
        stationId: station.stationId,
        resource: DataResource.member,
        authority: DataAuthority.orgs,
        orgIds: [engineering],
      },
      as('orgadmin01'),
    );
    const admin = String((await userOf('orgadmin01')).id);
    await call(
      t.app,
      saveStationMembers,
      { stationId: station.stationId, addUserIds: [admin] },
      as('orgadmin01'),
    );
    const listed = dataOf(await call(t.app, queryMemberList, { pageNo: 1, pageSize: 50 }, as('orgadmin01')));
    expect(listed.rows.map((row) => row.username)).toEqual(['engineer01']);
    const clerk = String((await userOf('clerk01')).id);
    expect((await call(t.app, getMemberDetail, { userId: clerk }, as('orgadmin01'))).body.code).toBe('E404');
    await call(
      t.app,
      saveStationMembers,
      { stationId: station.stationId, removeUserIds: [admin] },
      as('orgadmin01'),
    );
    const whole = dataOf(await call(t.app, queryMemberList, { pageNo: 1, pageSize: 50 }, as('orgadmin01')));
    expect(whole.rows.map((row) => row.username)).toEqual(expect.arrayContaining(['engineer01', 'clerk01']));
  });
});

describe('role stations', () => {
  it('a role given to a station opens its calls to the station’s members; taking it away closes them at the next request', async () => {
    const roleId = await roleIdOf(RoleCode.zoneOrderQuery);
    const platformOrg = String((await userOf('operator01')).orgId);
    const station = await newStation('operator01', {
      stationCode: 'ORDER-DESK',
      stationName: '订单查询岗',
      orgId: platformOrg,
    });
    const operator02 = String((await userOf('operator02')).id);
    await call(
      t.app,
      saveStationMembers,
      { stationId: station.stationId, addUserIds: [operator02] },
      as('operator01'),
    );
    const listOrders = () => call(t.app, queryOrderList, { pageNo: 1, pageSize: 10 }, as('operator02'));
    const menuCodes = async () =>
      JSON.stringify(dataOf(await call(t.app, getUserMenus, { appCode: 'UMC' }, as('operator02'))));
    expect((await listOrders()).body.code).toBe('E403');

    const added = await call(
      t.app,
      saveRoleStations,
      { roleId, addStationIds: [station.stationId] },
      as('operator01'),
    );
    expect(dataOf(added).stationCount).toBe(1);
    expect((await listOrders()).body.code).toBe('0');
    expect(await menuCodes()).toContain('agrSynthesOrderQuery');
    // Why operator02 holds the page: the station's role, named "station: role".
    const effective = dataOf(await call(t.app, selMenusByUser, { userId: operator02 }, as('operator01')));
    const page = effective.rows.find((row) => row.menuCode === 'agrSynthesOrderQuery');
    expect(page?.grants).toEqual([expect.objectContaining({ source: 'station', code: expect.any(String) })]);
    expect(page?.grants[0]?.name).toMatch(/：/);
    const assigned = dataOf(
      await call(t.app, alreadyAndNorRoleStationNew, { roleId, assigned: true }, as('operator01')),
    );
    expect(assigned.rows.map((r) => r.stationCode)).toEqual(['ORDER-DESK']);

    await call(t.app, saveRoleStations, { roleId, removeStationIds: [station.stationId] }, as('operator01'));
    expect((await listOrders()).body.code).toBe('E403');
    expect(await menuCodes()).not.toContain('agrSynthesOrderQuery');

    // An operator role is for the operating organisation's stations only.
    const enterprise = await stationNamed('operator01', '仓库管理员');
    const mismatch = await call(
      t.app,
      saveRoleStations,
      { roleId, addStationIds: [enterprise.stationId] },
      as('operator01'),
    );
    expect(mismatch.body.respDesc).toBe('该角色不适用于所选岗位所属单位的用户');
  });
});

describe('an enterprise administrator', () => {
  it('sees and changes its own organisation’s stations only: another’s answers E404 and nothing changes', async () => {
    const own = dataOf(await call(t.app, queryStations, { pageNo: 1, pageSize: 50 }, as('orgadmin01')));
    const eastOrg = String((await userOf('orgadmin01')).orgId);
    expect(own.rows.every((row) => row.orgId === eastOrg)).toBe(true);
    const zone = await stationNamed('operator01', '华北区域订单岗');
    const stationId = zone.stationId;
    const attempts = [
      call(t.app, getStation, { stationId }, as('orgadmin01')),
      call(t.app, saveStation, { stationId, stationCode: 'X', stationName: '改名' }, as('orgadmin01')),
      call(t.app, dealStation, { stationId, event: 'stop' }, as('orgadmin01')),
      call(t.app, deleteStation, { stationId }, as('orgadmin01')),
      call(t.app, queryStationMembers, { stationId, assigned: true }, as('orgadmin01')),
      call(
        t.app,
        saveStationMembers,
        { stationId, removeUserIds: [String((await userOf('zoneop01')).id)] },
        as('orgadmin01'),
      ),
      call(t.app, saveDataPermission, { stationId, resource: 'order', authority: 'all' }, as('orgadmin01')),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.body.code).toBe('E404');
    const after = dataOf(await call(t.app, getStation, { stationId }, as('operator01')));
    expect(after).toMatchObject({ stationName: '华北区域订单岗', status: 1, memberCount: 1 });
    expect(after.dataScopes).toMatchObject([{ resource: 'order', authority: 'zone' }]);
  });

  it('assigns only its organisation’s members, refuses a duplicate code and deletes a station only once it is empty', async () => {
    const station = await newStation('orgadmin01', { stationCode: 'finance', stationName: '财务岗' });
    const duplicate = await call(
      t.app,
      saveStation,
      { stationCode: 'FINANCE', stationName: '财务岗二' },
      as('orgadmin01'),
    );
    expect(duplicate.body.data).toMatchObject({ field: 'stationCode' });
    const stranger = String((await userOf('purchaser02')).id);
    const refused = await call(
      t.app,
      saveStationMembers,
      { stationId: station.stationId, addUserIds: [stranger] },
      as('orgadmin01'),
    );
    expect(refused.body.respDesc).toBe('只能分配本岗位所属单位的成员');
    const candidates = dataOf(
      await call(
        t.app,
        queryStationMembers,
        { stationId: station.stationId, assigned: false, keyword: 'engineer' },
        as('orgadmin01'),
      ),
    );
    expect(candidates.rows.map((r) => r.username)).toEqual(['engineer01']);
    await call(
      t.app,
      saveStationMembers,
      { stationId: station.stationId, addUserIds: [candidates.rows[0]!.userId] },
      as('orgadmin01'),
    );
    const inUse = await call(t.app, deleteStation, { stationId: station.stationId }, as('orgadmin01'));
    expect(inUse.body.respDesc).toBe('该岗位仍有 1 名成员，请先移除成员再删除');
    await call(
      t.app,
      saveStationMembers,
      { stationId: station.stationId, removeUserIds: [candidates.rows[0]!.userId] },
      as('orgadmin01'),
    );
    expect(
      dataOf(await call(t.app, deleteStation, { stationId: station.stationId }, as('orgadmin01'))),
    ).toEqual({
      stationId: station.stationId,
    });
    expect(
      (await call(t.app, getStation, { stationId: station.stationId }, as('orgadmin01'))).body.code,
    ).toBe('E404');
  });
});

import {
  type CallInput,
  checkOrgExist,
  dealOrg,
  getOrgDetail,
  login,
  type OrgRow,
  queryEnterpriseOrgList,
  queryOrgTree,
  saveOrg,
  transferOrg,
} from '@procuremart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t.app, 'operator01');
}, 120_000);
afterAll(() => t.close());

const tree = async (treeKind: CallInput<typeof queryOrgTree>['treeKind'], token = operator) =>
  dataOf(await call(t.app, queryOrgTree, { treeKind }, { token })).orgs;
const save = (input: CallInput<typeof saveOrg>, token = operator) => call(t.app, saveOrg, input, { token });
const deal = (orgIds: string[], event: CallInput<typeof dealOrg>['event'], remark = '', token = operator) =>
  call(t.app, dealOrg, { orgIds, event, remark }, { token });
const named = (rows: OrgRow[], name: string) => rows.find((row) => row.name === name) as OrgRow;
const signIn = (username: string) =>
  call(t.app, login, { username, password: DEMO_PASSWORD, rememberMe: false });
const EAST = '华东智造集团有限公司';
const NORTH = '北方能源装备股份有限公司';

describe('organisation trees', () => {
  it('hold every kind in one tree: enterprises with departments, suppliers, the operating organisations', async () => {
    const external = await tree('external');
    const east = named(external, EAST);
    expect(external.filter((o) => o.parentId === east.orgId).map((o) => o.name)).toEqual([
      '行政部',
      '工程部',
    ]);
    expect(named(external, '西部建材贸易有限公司')).toMatchObject({ state: '03', parentId: null });
    expect((await tree('innerSupplier')).map((o) => o.code)).toEqual(['S-OFFICE', 'S-INDUSTRIAL']);
    const inner = await tree('inner');
    const platform = inner.find((o) => o.parentId === null) as OrgRow;
    expect(inner.filter((o) => o.parentId === platform.orgId)).toHaveLength(2);
    expect(platform.actions).not.toContain('stop');
  });

  it("gives a purchaser its own organisation's tree only; another organisation's id does not exist for it", async () => {
    const buyer = await loginAs(t.app, 'purchaser01');
    const rows = await tree('external', buyer);
    expect(new Set(rows.map((o) => o.name))).toEqual(new Set([EAST, '行政部', '工程部']));
    expect(rows.every((o) => o.actions.length === 0)).toBe(true);
    const north = named(await tree('external'), NORTH);
    const other = await call(t.app, getOrgDetail, { orgId: north.orgId }, { token: buyer });
    expect(other.body.code).toBe('E404');
    const own = named(rows, EAST);
    expect(dataOf(await call(t.app, getOrgDetail, { orgId: own.orgId }, { token: buyer })).name).toBe(EAST);
    const list = await call(t.app, queryEnterpriseOrgList, { pageNo: 1, pageSize: 10 }, { token: buyer });
    expect(list.body.code).toBe('E403');
  });

  it('lists enterprises by type and state, newest first, without departments', async () => {
    const page = dataOf(
      await call(
        t.app,
        queryEnterpriseOrgList,
        { pageNo: 1, pageSize: 20, orgType: '01' },
        { token: operator },
      ),
    );
    expect(page.rows.map((o) => o.name)).toEqual(expect.arrayContaining([EAST, NORTH]));
    expect(page.rows.every((o) => o.parentId === null)).toBe(true);
    const closed = dataOf(
      await call(
        t.app,
        queryEnterpriseOrgList,
        { pageNo: 1, pageSize: 20, state: '03' },
        { token: operator },
      ),
    );
    expect(closed.rows.map((o) => o.code)).toEqual(['E-WEST']);
  });
});

describe('creating and editing organisations', () => {
  const enterprise = {
    orgType: '01',
    name: '南方精密仪器有限公司',
    creditCode: '91440101MA5CXY1234',
  } as const;

  it('creates an enterprise and a department under it, with the history of its creation', async () => {
    const created = dataOf(await save({ ...enterprise, contactName: '周敏', contactMobile: '13912345678' }));
    expect(created).toMatchObject({ state: '01', orgType: '01', version: 1, parentId: null });
    const dept = dataOf(await save({ parentId: created.orgId, name: '采购部' }));
    expect(dept).toMatchObject({ orgType: '01', parentId: created.orgId, parentName: enterprise.name });
    const detail = dataOf(await call(t.app, getOrgDetail, { orgId: created.orgId }, { token: operator }));
    expect(detail.history).toMatchObject([{ event: 'create', toStatus: '01', username: 'operator01' }]);
    expect(detail.childCount).toBe(1);
  });

  it('refuses a registered credit code or name, a missing credit code, a bad mobile and a bad type', async () => {
    const sameCode = await save({ ...enterprise, name: '另一家公司' });
    expect(sameCode.body).toMatchObject({ code: '8888', data: { field: 'creditCode' } });
    expect(sameCode.body.respDesc).toBe('该统一社会信用代码已注册');
    const sameName = await save({ ...enterprise, creditCode: '91440101MA5CXY9999' });
    expect(sameName.body).toMatchObject({ code: '8888', data: { field: 'name' } });
    const noCode = await save({ orgType: '02', name: '无代码供应商' });
    expect(noCode.body).toMatchObject({ data: { field: 'creditCode' } });
    const mobile = await save({ ...enterprise, name: 'x', creditCode: '', contactMobile: '12345' });
    expect(mobile.body.code).toBe('E400');
    const type = await call(t.app, saveOrg, { ...enterprise, orgType: 5 } as never, { token: operator });
    expect(type.body.code).toBe('E400');
    const nul = await call(t.app, saveOrg, { ...enterprise, name: 'a\u0000b' }, { token: operator });
    expect(nul.body.code).toBe('E400');
    const check = dataOf(
      await call(t.app, checkOrgExist, { creditCode: enterprise.creditCode }, { token: operator }),
    );
    expect(check).toMatchObject({ creditCodeTaken: true, nameTaken: false });
  });

  it('edits at the version read and refuses a stale one', async () => {
    const org = named(await tree('external'), enterprise.name);
    const edited = dataOf(await save({ ...enterprise, orgId: org.orgId, version: 1, address: '广州市' }));
    expect(edited).toMatchObject({ address: '广州市', version: 2 });
    const stale = await save({ ...enterprise, orgId: org.orgId, version: 1, address: '深圳市' });
    expect(stale.body.code).toBe('E409');
  });

  it('moves a department within its enterprise, never under itself, its own department or another enterprise', async () => {
    const rows = await tree('external');
    const east = named(rows, EAST);
    const [admin, engineering] = rows.filter((o) => o.parentId === east.orgId);
    const sub = dataOf(await save({ parentId: engineering!.orgId, name: '设备组' }));
    const move = (orgId: string, parentId: string, version: number) =>
      call(t.app, transferOrg, { orgId, parentId, version }, { token: operator });
    expect((await move(engineering!.orgId, sub.orgId, engineering!.version)).body).toMatchObject({
      code: '8888',
      data: { field: 'parentId' },
      respDesc: '不能把组织调整到它自己或它的下级组织之下',
    });
    expect((await move(east.orgId, admin!.orgId, east.version)).body.respDesc).toBe(
      '只有下级部门可以调整上级组织',
    );
    const north = named(rows, NORTH);
    expect((await move(sub.orgId, north.orgId, sub.version)).body.respDesc).toBe(
      '部门只能在本单位内部调整上级组织',
    );
    expect(dataOf(await move(sub.orgId, admin!.orgId, sub.version))).toMatchObject({
      parentId: admin!.orgId,
    });
  });
});

describe('the management state', () => {
  it('stops an enterprise: its users are signed out and cannot sign in until it is started; the steps are in its history', async () => {
    const north = named(await tree('external'), NORTH);
    const signedIn = await loginAs(t.app, 'purchaser02');
    expect(dataOf(await deal([north.orgId], 'stop', '欠费'))).toMatchObject({ state: '03' });
    const afterStop = await call(t.app, getOrgDetail, { orgId: north.orgId }, { token: signedIn });
    expect(afterStop.body.code).toBe('AE401');
    const refused = await signIn('purchaser02');
    expect(refused.body).toMatchObject({ code: '8888' });
    expect(refused.body.respDesc).toBe('所在单位已停用或不在存续状态，不能登录，请联系平台运营人员');
    dataOf(await deal([north.orgId], 'start'));
    dataOf(await signIn('purchaser02'));
    const detail = dataOf(await call(t.app, getOrgDetail, { orgId: north.orgId }, { token: operator }));
    expect(detail.history.slice(0, 2).map((h) => [h.event, h.remark])).toEqual([
      ['start', ''],
      ['stop', '欠费'],
    ]);
  });

  it('stops a department: its members cannot sign in; a department starts only under a trading parent', async () => {
    const rows = await tree('external');
    const east = named(rows, EAST);
    const admin = rows.find((o) => o.parentId === east.orgId && o.name === '行政部') as OrgRow;
    dataOf(await deal([admin.orgId], 'stop'));
    expect((await signIn('purchaser01')).body.code).toBe('8888');
    dataOf(await deal([east.orgId], 'stop'));
    const underClosed = await deal([admin.orgId], 'start');
    expect(underClosed.body.respDesc).toBe('上级组织不在存续状态，不能在其下新增或启用组织');
    dataOf(await deal([east.orgId], 'start'));
    dataOf(await deal([admin.orgId], 'start'));
    dataOf(await signIn('purchaser01'));
  });

  it('lets only operators with the codes move states: registry states need the reason, cancelled is final', async () => {
    const org = dataOf(await save({ orgType: '02', name: '临时供应商', creditCode: '91330100MA2H0X5K7L' }));
    const staff = await loginAs(t.app, 'operator02');
    expect((await deal([org.orgId], 'stop', '', staff)).body.code).toBe('E403');
    const buyer = await loginAs(t.app, 'purchaser01');
    expect((await deal([org.orgId], 'stop', '', buyer)).body.code).toBe('E403');
    expect((await deal([org.orgId], 'revoke')).body.code).toBe('8888');
    dataOf(await deal([org.orgId], 'cancel', '企业已注销'));
    expect((await deal([org.orgId], 'start')).body.code).toBe('E409');
    const platform = (await tree('inner')).find((o) => o.parentId === null) as OrgRow;
    expect((await deal([platform.orgId], 'stop')).body.respDesc).toBe('不能停用或注销自己所在的组织');
  });
});

describe('deleting organisations', () => {
  it('deletes an unused one, refuses one with departments or that users and goods point at, naming the one at fault', async () => {
    const empty = dataOf(await save({ orgType: '01', name: '空壳公司', creditCode: '91330100MA2H0X5K8M' }));
    const rows = await tree('external');
    const east = named(rows, EAST);
    const north = named(rows, NORTH);
    const children = await deal([east.orgId], 'delete');
    expect(children.body.respDesc).toBe('该组织下还有下级组织，不能删除');
    const purchasing = rows.find((o) => o.parentId === north.orgId && o.name === '采购部') as OrgRow;
    const supplier = (await tree('innerSupplier')).find((o) => o.code === 'S-OFFICE') as OrgRow;
    const used = await deal([purchasing.orgId, supplier.orgId], 'delete');
    expect(used.body).toMatchObject({ code: '8888', data: { targetId: supplier.orgId } });
    expect(used.body.respDesc).toBe('该组织仍被用户、订单、商品、协议或地址使用，不能删除，可改为停用');
    expect(named(await tree('external'), '采购部')).toBeDefined();
    dataOf(await deal([empty.orgId], 'delete'));
    expect(named(await tree('external'), '空壳公司')).toBeUndefined();
  });
});

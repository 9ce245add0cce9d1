// Members (issue 23): the enterprise administrator's own organisation only, operators' every organisation,
// authorising, post transfer, disabling, the forced password change after a reset, import and export.
import {
  addMember,
  authoriseMember,
  changePassword,
  dealMember,
  getMemberDetail,
  getUserInfo,
  login,
  logout,
  queryGrantableRoles,
  queryMemberList,
  queryOperationLogs,
  queryOrgTree,
  resetPassword,
  saveOrg,
  transferMember,
  transferOrg,
  updateMember,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, dataOf, loginAs } from '../../../testing/call';
import { exportThroughTask, importThroughTask, sheetRows, xlsxOf } from '../../../testing/files';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { userRoles } from '../../access/shared-tables';
import { orgs } from '../../org/shared-tables';
import { users } from '../tables';

let t: TestApp;
let admin: string;
let operator: string;
const ids = new Map<string, string>();
const orgIds = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'orgadmin01');
  operator = await loginAs(t.app, 'operator01');
  for (const row of await t.db.select({ id: users.id, username: users.username }).from(users))
    ids.set(row.username, String(row.id));
  for (const row of await t.db.select({ id: orgs.id, name: orgs.name }).from(orgs))
    orgIds.set(row.name, String(row.id));
});
afterAll(() => t.close());

const EAST = '华东智造集团有限公司';
const newMember = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  password: 'Start#2026a',
  confirmPassword: 'Start#2026a',
  userName: '新成员',
  employeeNo: '3001',
  mobile: '13900001111',
  ...extra,
});
const passwordOf = (username: string) => ({ username, password: 'Start#2026a' });
/** The user and role rows, to show a refused call wrote nothing. */
const snapshot = async () => ({
  users: await t.db.select().from(users).orderBy(users.id),
  roles: await t.db.select().from(userRoles).orderBy(userRoles.userId, userRoles.roleId),
});

describe('the enterprise administrator’s scope', () => {
  it('lists its own organisation’s members only, with departments and roles', async () => {
    const page = dataOf(await call(t.app, queryMemberList, { pageNo: 1, pageSize: 50 }, { token: admin }));
    const names = page.rows.map((row) => row.username).sort();
    expect(names).toEqual(['approver01', 'clerk01', 'engineer01', 'orgadmin01', 'purchaser01']);
    const engineer = page.rows.find((row) => row.username === 'engineer01');
    expect(engineer).toMatchObject({ orgName: EAST, deptName: '工程部', roleNames: '采购员', status: 1 });
    expect(page.rows.find((row) => row.username === 'clerk01')?.actions).toEqual(['enable']);
    expect(page.rows.find((row) => row.username === 'orgadmin01')?.actions).toEqual([]);
    const filtered = dataOf(
      await call(
        t.app,
        queryMemberList,
        { pageNo: 1, pageSize: 50, deptId: orgIds.get('工程部'), status: 1 },
        { token: admin },
      ),
    );
    expect(filtered.rows.map((row) => row.username)).toEqual(['engineer01']);
  });

  it('refuses every call on purchaser02’s members as not found, and writes nothing', async () => {
    const userId = ids.get('northbuyer01')!;
    const before = await snapshot();
    const refusals = [
      await call(t.app, getMemberDetail, { userId }, { token: admin }),
      await call(t.app, updateMember, { userId, userName: 'x', mobile: '13900001111' }, { token: admin }),
      await call(t.app, dealMember, { userId, event: 'disable' }, { token: admin }),
      await call(t.app, resetPassword, { userId }, { token: admin }),
      await call(t.app, queryGrantableRoles, { userId }, { token: admin }),
      await call(t.app, authoriseMember, { userId, roleIds: [] }, { token: admin }),
      await call(t.app, transferMember, { userId, orgId: orgIds.get('采购部')! }, { token: admin }),
    ];
    for (const refused of refusals) {
      expect(refused.body).toMatchObject({ code: 'E404', respDesc: '成员不存在' });
    }
    // Nor can it add a member to purchaser02's department, or move its own member there.
    const intoNorth = await call(
      t.app,
      addMember,
      newMember('north_intruder', { orgId: orgIds.get('采购部') }),
      { token: admin },
    );
    expect(intoNorth.body).toMatchObject({ code: '8888', data: { field: 'orgId' } });
    const moved = await call(
      t.app,
      transferMember,
      { userId: ids.get('engineer01')!, orgId: orgIds.get('采购部')! },
      { token: admin },
    );
    expect(moved.body).toMatchObject({ code: '8888', respDesc: '只能调动到本单位的部门' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('the enterprise administrator’s departments', () => {
  it('adds, edits and moves its own organisation’s departments, never another’s or its top one', async () => {
    const east = orgIds.get(EAST)!;
    const added = dataOf(await call(t.app, saveOrg, { parentId: east, name: '质量部' }, { token: admin }));
    expect(added).toMatchObject({ parentName: EAST, orgType: '01' });
    const sub = dataOf(
      await call(t.app, saveOrg, { parentId: added.orgId, name: '检验组' }, { token: admin }),
    );
    const edited = dataOf(
      await call(
        t.app,
        saveOrg,
        { orgId: added.orgId, version: added.version, name: '质量管理部' },
        { token: admin },
      ),
    );
    expect(edited.name).toBe('质量管理部');
    const moved = dataOf(
      await call(
        t.app,
        transferOrg,
        { orgId: sub.orgId, parentId: orgIds.get('工程部')!, version: sub.version },
        { token: admin },
      ),
    );
    expect(moved.parentName).toBe('工程部');
    const own = dataOf(await call(t.app, queryOrgTree, { treeKind: 'enterprise' }, { token: admin }));
    expect(own.orgs.map((org) => org.name)).toEqual(expect.arrayContaining(['质量管理部', '检验组']));

    const before = await t.db.select().from(orgs).orderBy(orgs.id);
    const north = orgIds.get('北方能源装备股份有限公司')!;
    const refusals = [
      await call(t.app, saveOrg, { parentId: north, name: '渗透部' }, { token: admin }),
      await call(t.app, saveOrg, { parentId: orgIds.get('财务部')!, name: '渗透部' }, { token: admin }),
      await call(t.app, saveOrg, { orgId: north, version: 1, name: '改名' }, { token: admin }),
      await call(t.app, saveOrg, { orgId: east, version: 1, name: '改名' }, { token: admin }),
      await call(
        t.app,
        transferOrg,
        { orgId: orgIds.get('采购部')!, parentId: orgIds.get('财务部')!, version: 1 },
        { token: admin },
      ),
    ];
    for (const refused of refusals)
      expect(refused.body).toMatchObject({ code: 'E404', respDesc: '组织不存在' });
    const top = await call(
      t.app,
      saveOrg,
      { orgType: '01', name: '新公司', creditCode: '91330100MA2H0X5K9N' },
      { token: admin },
    );
    expect(top.body.code).toBe('E403');
    expect(await t.db.select().from(orgs).orderBy(orgs.id)).toEqual(before);
  });
});

describe('adding, authorising and the first sign-in', () => {
  it('adds a member that must change its password, grants it the buyer role, and the member then buys', async () => {
    const added = dataOf(
      await call(t.app, addMember, newMember('new_buyer1', { orgId: orgIds.get('工程部') }), {
        token: admin,
      }),
    );
    expect(added).toMatchObject({
      username: 'new_buyer1',
      orgName: EAST,
      deptName: '工程部',
      kind: 1,
      roleCodes: [],
      mustChangePassword: true,
    });
    const roles = dataOf(await call(t.app, queryGrantableRoles, { userId: added.userId }, { token: admin }));
    expect(roles.map((role) => role.roleCode)).toEqual(['002', 'approver']);
    const buyerRole = roles.find((role) => role.roleCode === '002')!;
    const granted = dataOf(
      await call(
        t.app,
        authoriseMember,
        { userId: added.userId, roleIds: [buyerRole.roleId] },
        { token: admin },
      ),
    );
    expect(granted.roleCodes).toEqual(['002']);

    const session = dataOf(await call(t.app, login, passwordOf('new_buyer1'))).token;
    const blocked = await call(t.app, getUserInfo, {}, { token: session });
    expect(blocked.body).toMatchObject({
      code: 'EPWD',
      respDesc: '您的密码已由管理员设置或重置，请先修改密码',
    });
    const change = { oldPassword: 'Start#2026a', password: 'Mine#2026b', confirmPassword: 'Mine#2026b' };
    dataOf(await call(t.app, changePassword, change, { token: session }));
    const info = dataOf(await call(t.app, getUserInfo, {}, { token: session }));
    // The buyer's pages, as engineer01 (a buyer) has them.
    const buyer = dataOf(await call(t.app, getUserInfo, {}, { token: await loginAs(t.app, 'engineer01') }));
    expect(info.menuCodeList).toEqual(buyer.menuCodeList);
    dataOf(await call(t.app, logout, {}, { token: session }));
  });

  it('refuses a role the administrator may not grant (operator, supplier, enterprise administrator)', async () => {
    const userId = ids.get('engineer01')!;
    const operatorRoles = dataOf(
      await call(t.app, queryGrantableRoles, { userId: ids.get('operator02')! }, { token: operator }),
    );
    const before = await snapshot();
    for (const role of operatorRoles) {
      const refused = await call(
        t.app,
        authoriseMember,
        { userId, roleIds: [role.roleId] },
        { token: admin },
      );
      expect(refused.body).toMatchObject({ code: '8888', respDesc: '不能授予该成员此角色' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('moves a member to another department of its organisation, with an operation-log row', async () => {
    const userId = ids.get('engineer01')!;
    const moved = dataOf(
      await call(t.app, transferMember, { userId, orgId: orgIds.get('行政部')! }, { token: admin }),
    );
    expect(moved.deptName).toBe('行政部');
    const back = dataOf(
      await call(t.app, transferMember, { userId, orgId: orgIds.get(EAST)! }, { token: admin }),
    );
    expect(back.deptName).toBeNull();
    const log = dataOf(
      await call(
        t.app,
        queryOperationLogs,
        { pageNo: 1, pageSize: 5, action: 'umc_transferMember' },
        { token: operator },
      ),
    );
    expect(log.rows[0]).toMatchObject({
      username: 'orgadmin01',
      targetName: 'engineer01',
      result: 'success',
    });
  });
});

describe('reset and disable', () => {
  it('resets a password to a temporary one: old sessions end, calls answer EPWD until it is changed', async () => {
    const userId = ids.get('engineer01')!;
    const old = await loginAs(t.app, 'engineer01');
    const { temporaryPassword } = dataOf(await call(t.app, resetPassword, { userId }, { token: admin }));
    expect(temporaryPassword).toMatch(/^(?=.*\d)(?=.*[A-Za-z])(?=.*[^A-Za-z0-9])\S{12}$/);
    expect((await call(t.app, getUserInfo, {}, { token: old })).body.code).toBe('AE401');
    expect((await call(t.app, login, { username: 'engineer01', password: DEMO_PASSWORD })).body.code).toBe(
      '8888',
    );
    const session = dataOf(
      await call(t.app, login, { username: 'engineer01', password: temporaryPassword! }),
    ).token;
    expect(
      (await call(t.app, queryMemberList, { pageNo: 1, pageSize: 5 }, { token: session })).body.code,
    ).toBe('EPWD');
    const wrongOld = await call(
      t.app,
      changePassword,
      { oldPassword: 'Nope#2026', password: 'Next#2026c', confirmPassword: 'Next#2026c' },
      { token: session },
    );
    expect(wrongOld.body).toMatchObject({
      code: '8888',
      data: { field: 'oldPassword' },
      respDesc: '原密码不正确',
    });
    const same = await call(
      t.app,
      changePassword,
      { oldPassword: temporaryPassword!, password: temporaryPassword!, confirmPassword: temporaryPassword! },
      { token: session },
    );
    expect(same.body).toMatchObject({ code: '8888', data: { field: 'password' } });
    const other = dataOf(
      await call(t.app, login, { username: 'engineer01', password: temporaryPassword! }),
    ).token;
    dataOf(
      await call(
        t.app,
        changePassword,
        { oldPassword: temporaryPassword!, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
        { token: session },
      ),
    );
    expect((await call(t.app, getUserInfo, {}, { token: session })).body.code).toBe('0');
    expect((await call(t.app, getUserInfo, {}, { token: other })).body.code).toBe('AE401');
  });

  it('locks the account after five wrong old passwords, here and at sign-in alike', async () => {
    const session = await loginAs(t.app, 'purchaser02');
    const attempt = (oldPassword: string) =>
      call(
        t.app,
        changePassword,
        { oldPassword, password: 'Next#2026d', confirmPassword: 'Next#2026d' },
        { token: session },
      );
    for (let i = 0; i < 4; i += 1)
      expect((await attempt(`Wrong#${i}`)).body).toMatchObject({ data: { field: 'oldPassword' } });
    const fifth = await attempt('Wrong#5');
    expect(fifth.body).toMatchObject({ code: '8888', respDesc: expect.stringContaining('15') });
    expect(fifth.body).not.toMatchObject({ data: { field: 'oldPassword' } });
    // The right old password no longer helps, and the password is unchanged.
    expect((await attempt(DEMO_PASSWORD)).body.respDesc).toBe(fifth.body.respDesc);
    // The sign-in page counts the same failures: it asks for the picture code first, as after failed sign-ins.
    const signIn = await call(t.app, login, { username: 'purchaser02', password: DEMO_PASSWORD });
    expect(signIn.body).toMatchObject({ code: '8888', respDesc: '请输入图形验证码' });
  });

  it('resets to the password the administrator chooses, never its own', async () => {
    const userId = ids.get('approver01')!;
    const chosen = dataOf(
      await call(t.app, resetPassword, { userId, password: 'Chosen#2026' }, { token: admin }),
    );
    expect(chosen.temporaryPassword).toBeNull();
    expect((await call(t.app, login, { username: 'approver01', password: 'Chosen#2026' })).body.code).toBe(
      '0',
    );
    const own = await call(t.app, resetPassword, { userId: ids.get('orgadmin01')! }, { token: admin });
    expect(own.body).toMatchObject({ code: '8888', respDesc: '不能对自己的账号执行此操作' });
  });

  it('disables a member: signed out, refused at sign-in with a clear message, history kept; enabling lets it in', async () => {
    const userId = ids.get('purchaser01')!;
    const session = await loginAs(t.app, 'purchaser01');
    const disabled = dataOf(
      await call(t.app, dealMember, { userId, event: 'disable', remark: '离职' }, { token: admin }),
    );
    expect(disabled).toMatchObject({ status: 0, actions: ['enable'] });
    expect((await call(t.app, getUserInfo, {}, { token: session })).body.code).toBe('AE401');
    const refused = await call(t.app, login, { username: 'purchaser01', password: DEMO_PASSWORD });
    expect(refused.body).toMatchObject({ code: '8888', respDesc: '账号已停用，请联系管理员' });
    const detail = dataOf(await call(t.app, getMemberDetail, { userId }, { token: admin }));
    expect(detail.history[0]).toMatchObject({ event: 'disable', remark: '离职' });
    dataOf(await call(t.app, dealMember, { userId, event: 'enable' }, { token: admin }));
    expect((await call(t.app, login, { username: 'purchaser01', password: DEMO_PASSWORD })).body.code).toBe(
      '0',
    );
    const self = await call(
      t.app,
      dealMember,
      { userId: ids.get('orgadmin01')!, event: 'disable' },
      { token: admin },
    );
    expect(self.body).toMatchObject({ respDesc: '不能对自己的账号执行此操作' });
  });
});

describe('bad input', () => {
  it.each([
    ['username', { username: 'ab' }],
    ['username', { username: 'bad-name' }],
    ['username', { username: 'nul\u0000name' }],
    ['password', { password: 'password', confirmPassword: 'password' }],
    ['confirmPassword', { confirmPassword: 'Other#2026' }],
    ['employeeNo', { employeeNo: 'A123' }],
    ['mobile', { mobile: '23612345678' }],
    ['email', { email: 'not-an-email' }],
    ['userName', { userName: 42 }],
    ['orgId', { orgId: 12 }],
  ])('refuses an invalid %s with its field and writes nothing', async (field, change) => {
    const before = await snapshot();
    const refused = await call(t.app, addMember, newMember('valid_user9', change), { token: admin });
    expect(refused.body.code).toBe('E400');
    expect(refused.body.data).toMatchObject({ field });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a taken username whatever its case', async () => {
    const refused = await call(t.app, addMember, newMember('ENGINEER01'), { token: admin });
    expect(refused.body).toMatchObject({
      code: '8888',
      data: { field: 'username' },
      respDesc: '用户名已存在',
    });
  });
});

describe('operators', () => {
  it('add a member to any organisation; its kind follows the organisation; they must name it', async () => {
    const north = orgIds.get('财务部')!;
    const added = dataOf(
      await call(t.app, addMember, newMember('north_fin01', { orgId: north }), { token: operator }),
    );
    expect(added).toMatchObject({ deptName: '财务部', kind: 1 });
    const none = await call(t.app, addMember, newMember('nowhere_01'), { token: operator });
    expect(none.body).toMatchObject({ code: '8888', data: { field: 'orgId' } });
    const roles = dataOf(
      await call(t.app, queryGrantableRoles, { userId: added.userId }, { token: operator }),
    );
    expect(roles.map((role) => role.roleCode)).toEqual([
      '002',
      '022',
      'approver',
      'org:admin',
      'tenant:10000:extenterprisecaigouqiyecaigouyuan',
      'zone:plan:buyer',
    ]);
    const suppliers = dataOf(
      await call(t.app, queryMemberList, { pageNo: 1, pageSize: 50, orgType: '02' }, { token: operator }),
    );
    expect(suppliers.rows.map((row) => row.username).sort()).toEqual(['supplier01', 'supplier02']);
  });
});

describe('import and export', () => {
  it('imports members into the administrator’s organisation with a per-row report', async () => {
    const header = ['用户名', '初始密码', '姓名', '工号', '手机号', '邮箱', '部门名称'];
    const bytes = await xlsxOf(header, [
      ['import_ok1', 'Start#2026a', '导入一', '4001', '13900002221', '', '工程部'],
      ['bad', 'Start#2026a', '导入二', '4002', '13900002222', '', ''],
      ['import_ok2', 'Start#2026a', '导入三', 'A4003', '13900002223', '', ''],
      ['import_ok3', 'Start#2026a', '导入四', '4004', '13900002224', '', '不存在的部门'],
      ['import_ok4', 'Start#2026a', '导入五', '4005', '13900002225', '', ''],
    ]);
    const task = await importThroughTask(t.app, admin, 'member', bytes);
    expect(task).toMatchObject({ status: 'done', rowCount: 5, badRowCount: 3 });
    expect(task.problems.map((problem: { rowNo: number }) => problem.rowNo)).toEqual([3, 4, 5]);
    const imported = await t.db
      .select({ orgId: users.orgId, unit: users.orgUnitId, must: users.mustChangePassword })
      .from(users)
      .where(eq(users.username, 'import_ok1'));
    expect(imported).toEqual([
      { orgId: Number(orgIds.get(EAST)), unit: Number(orgIds.get('工程部')), must: true },
    ]);
  });

  it('exports the administrator’s own members only', async () => {
    const bytes = await exportThroughTask(t.app, admin, 'member', {});
    const rows = await sheetRows(bytes);
    const page = dataOf(await call(t.app, queryMemberList, { pageNo: 1, pageSize: 100 }, { token: admin }));
    expect(rows.length - 1).toBe(page.total);
    expect(rows.flat()).not.toContain('northbuyer01');
  });
});

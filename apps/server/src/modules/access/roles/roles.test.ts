// Roles (issue 24): operators create roles, configure their menus and grant them to users and organisations; a
// grant, a stop or a restart is gated at the holder's next request; an enterprise administrator hands out only
// its organisation's roles to its own members; default grants from the manifests are applied once.
import {
  alreadyAndNorOrg,
  alreadyAndNorUsers,
  authoriseMember,
  authUserCommit,
  type CallDef,
  configMenus,
  creatRole,
  deleteRole,
  getUserInfo,
  orgCommit,
  permissionCodes,
  queryGrantableRoles,
  queryOperationLogs,
  restartRole,
  selectRole,
  selectRoleMenus,
  selectRoles,
  stopRole,
  updateRole,
} from '@procuremart/contract';
import { allCalls } from '@procuremart/contract/registry';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { roleLessUser } from '../../../testing/role-less-user';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { ensureRolesAndMenus } from '../seed/roles-and-menus';
import { menus, roleMenuDefaults, roleMenus, roles, userRoles } from '../tables';

let t: TestApp;
let operator: string;
let admin: string;
const userIds = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t.app, 'operator01');
  admin = await loginAs(t.app, 'orgadmin01');
  for (const row of await t.db.select({ id: users.id, username: users.username }).from(users))
    userIds.set(row.username, String(row.id));
});
afterAll(() => t.close());

const PROBE = { __probe: 1 };
/** Whether a caller passes a call's gates: the probe's unknown field then answers E400 before any handler. */
async function admitted(token: string, def: CallDef): Promise<boolean> {
  const { body } = await call(t.app, def, PROBE as never, { token });
  if (body.code === 'E403') return false;
  expect(body.code, def.name).toBe('E400');
  return true;
}

const newRole = (
  roleCode: string,
  kind: 0 | 1 | 2,
  names = { roleName: '测试角色', roleNameEn: 'Test role' },
) => call(t.app, creatRole, { roleCode, ...names, kind }, { token: operator });

describe('a role created with two menus and granted to a fresh member', () => {
  let roleId: string;
  let member: string;

  beforeAll(async () => {
    roleId = dataOf(await newRole('test:orders', 1)).roleId;
    const saved = dataOf(
      await call(
        t.app,
        configMenus,
        { roleId, menuCodes: ['agrMyOrder', 'receivingAddress'] },
        { token: operator },
      ),
    );
    // Their groups come with them.
    expect(saved.menuCount).toBe(4);
    member = await roleLessUser(t, 'purchaser', 'purchaser01');
    userIds.set(
      'norole_purchaser',
      String((await t.db.select().from(users).where(eq(users.username, 'norole_purchaser')))[0]!.id),
    );
    const granted = dataOf(
      await call(
        t.app,
        authUserCommit,
        { roleId, addUserIds: [userIds.get('norole_purchaser')!] },
        { token: operator },
      ),
    );
    expect(granted.userCount).toBe(1);
  });

  it('answers exactly those pages’ calls and the entitlement-free ones at the next request, the rest E403', async () => {
    const info = dataOf(await call(t.app, getUserInfo, {}, { token: member }));
    expect(info.menuCodeList).toEqual(['accountCenter', 'agrMyOrder', 'orderCenter', 'receivingAddress']);
    const purchaserCalls = allCalls.filter(
      (def) =>
        !def.audience.includes('public') &&
        (def.audience.includes('purchaser') || def.audience.includes('user')),
    );
    const answered: string[] = [];
    for (const def of purchaserCalls) if (await admitted(member, def)) answered.push(def.name);
    const granted = new Set(['agrMyOrder', 'receivingAddress', 'orderCenter', 'accountCenter']);
    const expected = purchaserCalls
      .filter((def) => {
        const codes = permissionCodes(def);
        return codes.length === 0 || codes.some((code) => granted.has(code));
      })
      .map((def) => def.name);
    expect(answered).toEqual(expected);
    // What that means to the member: its orders, addresses, cart and checkout answer; approvals and members do not.
    expect(answered).toEqual(
      expect.arrayContaining([
        'peb_queryMyOrderList',
        'umc_queryAddressList',
        'usc_addShoppingCart',
        'peb_submitOrder',
      ]),
    );
    expect(answered).not.toContain('peb_queryApproveOrderList');
    expect(answered).not.toContain('umc_queryMemberList');
  });

  it('grants nothing once stopped (E403 at the next request) and everything again once restarted', async () => {
    const stopped = dataOf(await call(t.app, stopRole, { roleId, remark: '整顿' }, { token: operator }));
    expect(stopped).toMatchObject({ status: 0, actions: ['restart'] });
    const listMine = allCalls.find((def) => def.name === 'peb_queryMyOrderList')!;
    expect(await admitted(member, listMine)).toBe(false);
    expect(dataOf(await call(t.app, getUserInfo, {}, { token: member })).menuCodeList).toEqual([]);
    const again = dataOf(await call(t.app, restartRole, { roleId }, { token: operator }));
    expect(again).toMatchObject({ status: 1, actions: ['stop'] });
    expect(await admitted(member, listMine)).toBe(true);
    const detail = dataOf(await call(t.app, selectRole, { roleId }, { token: operator }));
    expect(detail.history.map((step) => [step.event, step.remark])).toEqual([
      ['restart', ''],
      ['stop', '整顿'],
      ['create', ''],
    ]);
  });

  it('refuses deleting the role while users hold it, with their count, and deletes it once nobody does', async () => {
    const refused = await call(t.app, deleteRole, { roleId }, { token: operator });
    expect(refused.body).toMatchObject({
      code: '8888',
      respDesc: '该角色已授予 1 个用户，请先取消授权再删除',
    });
    expect(
      await t.db
        .select()
        .from(roles)
        .where(eq(roles.id, Number(roleId))),
    ).toHaveLength(1);
    await call(
      t.app,
      authUserCommit,
      { roleId, removeUserIds: [userIds.get('norole_purchaser')!] },
      { token: operator },
    );
    const listMine = allCalls.find((def) => def.name === 'peb_queryMyOrderList')!;
    expect(await admitted(member, listMine)).toBe(false);
    expect(dataOf(await call(t.app, deleteRole, { roleId }, { token: operator }))).toEqual({ roleId });
    expect(
      await t.db
        .select()
        .from(roleMenus)
        .where(eq(roleMenus.roleId, Number(roleId))),
    ).toEqual([]);
    const gone = await call(t.app, selectRole, { roleId }, { token: operator });
    expect(gone.body).toMatchObject({ code: 'E404', respDesc: '角色不存在' });
  });
});

describe('role rules', () => {
  it('refuses a taken code, a built-in role’s deletion and a user of another kind, writing nothing', async () => {
    const taken = await newRole('002', 1);
    expect(taken.body).toMatchObject({
      code: '8888',
      data: { field: 'roleCode' },
      respDesc: '角色编码已存在',
    });
    const buyer = (await t.db.select().from(roles).where(eq(roles.roleCode, '002')))[0]!;
    const builtIn = await call(t.app, deleteRole, { roleId: String(buyer.id) }, { token: operator });
    expect(builtIn.body).toMatchObject({ code: '8888', respDesc: '系统内置角色不能删除' });
    const roleId = dataOf(await newRole('test:kind', 1)).roleId;
    const before = await t.db.select().from(userRoles);
    const mismatch = await call(
      t.app,
      authUserCommit,
      { roleId, addUserIds: [userIds.get('purchaser01')!, userIds.get('operator02')!] },
      { token: operator, locale: 'en-US' },
    );
    expect(mismatch.body).toMatchObject({
      code: '8888',
      data: { field: 'addUserIds' },
      respDesc: 'A chosen user is not of the kind this role is for: the role cannot be granted to it',
    });
    expect(await t.db.select().from(userRoles)).toEqual(before);
  });

  it('grants an access code with its page and group, refuses an unknown code, and shows the tree', async () => {
    const roleId = dataOf(await newRole('test:menus', 0)).roleId;
    const unknown = await call(
      t.app,
      configMenus,
      { roleId, menuCodes: ['brandManage', 'nope'] },
      { token: operator },
    );
    expect(unknown.body).toMatchObject({ code: '8888', data: { field: 'menuCodes' } });
    await call(t.app, configMenus, { roleId, menuCodes: ['operateOrgAdd'] }, { token: operator });
    const tree = dataOf(await call(t.app, selectRoleMenus, { roleId }, { token: operator }));
    const granted = tree.menus.filter((menu) => menu.granted).map((menu) => menu.menuCode);
    expect(granted.sort()).toEqual(['operateOrgAdd', 'operateOrgList', 'orgCenter']);
    expect(tree.menus.find((menu) => menu.menuCode === 'operateOrgAdd')).toMatchObject({
      parentCode: 'operateOrgList',
      menuType: 'access',
    });
    const renamed = dataOf(
      await call(
        t.app,
        updateRole,
        { roleId, roleName: '机构维护', roleNameEn: 'Org upkeep' },
        { token: operator },
      ),
    );
    expect(renamed).toMatchObject({ roleCode: 'test:menus', roleName: '机构维护', kind: 0, menuCount: 3 });
    const log = dataOf(
      await call(
        t.app,
        queryOperationLogs,
        { pageNo: 1, pageSize: 5, action: 'umc_configMenus' },
        { token: operator },
      ),
    );
    expect(log.rows[0]).toMatchObject({ username: 'operator01', result: 'success' });
  });
});

describe('the enterprise administrator', () => {
  let roleId: string;
  let eastId: string;

  beforeAll(async () => {
    roleId = dataOf(await newRole('test:east', 1, { roleName: '华东专员', roleNameEn: 'East clerk' })).roleId;
    const [admin01] = await t.db.select().from(users).where(eq(users.username, 'orgadmin01'));
    eastId = String(admin01!.orgId);
  });

  const visibleCodes = async () =>
    dataOf(await call(t.app, selectRoles, { pageNo: 1, pageSize: 50 }, { token: admin })).rows.map(
      (r) => r.roleCode,
    );

  it('sees only the roles its organisation may hand out; others answer E404', async () => {
    expect(await visibleCodes()).toEqual(['002', 'approver']);
    for (const refused of [
      await call(t.app, selectRole, { roleId }, { token: admin }),
      await call(t.app, alreadyAndNorUsers, { roleId, pageNo: 1, pageSize: 10 }, { token: admin }),
      await call(t.app, authUserCommit, { roleId, addUserIds: [userIds.get('clerk01')!] }, { token: admin }),
    ]) {
      expect(refused.body).toMatchObject({ code: 'E404', respDesc: '角色不存在' });
    }
  });

  it('hands out a role an operator granted to its organisation, to its own members only', async () => {
    const orgsToGrant = dataOf(
      await call(
        t.app,
        alreadyAndNorOrg,
        { roleId, assigned: false, keyword: '华东', pageNo: 1, pageSize: 10 },
        { token: operator },
      ),
    );
    expect(orgsToGrant.rows.map((org) => org.orgId)).toEqual([eastId]);
    const supplierOrg = (await t.db.select().from(orgs).where(eq(orgs.orgType, '02')))[0]!;
    const wrongKind = await call(
      t.app,
      orgCommit,
      { roleId, addOrgIds: [String(supplierOrg.id)] },
      { token: operator },
    );
    expect(wrongKind.body).toMatchObject({ code: '8888', data: { field: 'addOrgIds' } });
    expect(
      dataOf(await call(t.app, orgCommit, { roleId, addOrgIds: [eastId] }, { token: operator })).orgCount,
    ).toBe(1);

    expect(await visibleCodes()).toEqual(['002', 'approver', 'test:east']);
    const clerk = userIds.get('purchaser01')!;
    const grantable = dataOf(await call(t.app, queryGrantableRoles, { userId: clerk }, { token: admin }));
    expect(grantable.map((role) => role.roleCode)).toEqual(['002', 'approver', 'test:east']);
    const candidates = dataOf(
      await call(
        t.app,
        alreadyAndNorUsers,
        { roleId, assigned: false, pageNo: 1, pageSize: 50 },
        { token: admin },
      ),
    );
    expect(candidates.rows.map((user) => user.username)).not.toContain('northbuyer01');
    expect(candidates.rows.map((user) => user.username)).toContain('purchaser01');

    const otherOrgsUser = await call(
      t.app,
      authUserCommit,
      { roleId, addUserIds: [userIds.get('northbuyer01')!] },
      { token: admin },
    );
    expect(otherOrgsUser.body).toMatchObject({ code: 'E404', respDesc: '用户不存在' });
    // One table, two doors: the member authorisation shows the grant the role page made, and withdraws it.
    expect(
      dataOf(await call(t.app, authUserCommit, { roleId, addUserIds: [clerk] }, { token: admin })).userCount,
    ).toBe(1);
    const held = dataOf(await call(t.app, queryGrantableRoles, { userId: clerk }, { token: admin }));
    expect(held.find((role) => role.roleCode === 'test:east')?.granted).toBe(true);
    const buyer = held.find((role) => role.roleCode === '002')!;
    await call(t.app, authoriseMember, { userId: clerk, roleIds: [buyer.roleId] }, { token: admin });
    const assigned = dataOf(
      await call(
        t.app,
        alreadyAndNorUsers,
        { roleId, assigned: true, pageNo: 1, pageSize: 50 },
        { token: admin },
      ),
    );
    expect(assigned.rows).toEqual([]);

    // Withdrawn from the organisation: the administrator no longer sees it, and its members lose it.
    await call(t.app, authUserCommit, { roleId, addUserIds: [clerk] }, { token: admin });
    await call(t.app, orgCommit, { roleId, removeOrgIds: [eastId] }, { token: operator });
    expect(await visibleCodes()).toEqual(['002', 'approver']);
    const holders = await t.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.roleId, Number(roleId)));
    expect(holders).toEqual([]);
  });
});

describe('default grants from the manifests', () => {
  const approverHolds = async (menuCode: string) => {
    const rows = await t.db
      .select()
      .from(roleMenus)
      .innerJoin(roles, eq(roles.id, roleMenus.roleId))
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(and(eq(roles.roleCode, 'approver'), eq(menus.menuCode, menuCode)));
    return rows.length === 1;
  };

  it('keeps a default an operator removed removed after the seed runs again, and applies a new one', async () => {
    const [approver] = await t.db.select().from(roles).where(eq(roles.roleCode, 'approver'));
    const roleId = String(approver!.id);
    const tree = dataOf(await call(t.app, selectRoleMenus, { roleId }, { token: operator }));
    // The page and its detail: a granted detail would bring its page back with it.
    const kept = tree.menus
      .filter((m) => m.granted && !m.menuCode.startsWith('agrApprovalOrder'))
      .map((m) => m.menuCode);
    await call(t.app, configMenus, { roleId, menuCodes: kept }, { token: operator });
    expect(await approverHolds('agrApprovalOrder')).toBe(false);
    await t.db.transaction((tx) => ensureRolesAndMenus(tx));
    expect(await approverHolds('agrApprovalOrder')).toBe(false);

    // A default the ledger has not seen (a page newly given to the role) reaches the existing database.
    await t.db
      .delete(roleMenuDefaults)
      .where(
        and(eq(roleMenuDefaults.roleCode, 'approver'), eq(roleMenuDefaults.menuCode, 'agrApprovalOrder')),
      );
    await t.db.transaction((tx) => ensureRolesAndMenus(tx));
    expect(await approverHolds('agrApprovalOrder')).toBe(true);
  });

  it('seeds SPEC’s purchaser role codes with the buyer’s pages, and the payment planner with the order query', async () => {
    const kinds = await t.db.select({ code: roles.roleCode, kind: roles.kind }).from(roles);
    expect(kinds).toEqual(
      expect.arrayContaining([
        { code: '022', kind: 1 },
        { code: 'tenant:10000:extenterprisecaigouqiyecaigouyuan', kind: 1 },
        { code: 'zone:plan:buyer', kind: 1 },
      ]),
    );
    const codesOf = async (roleCode: string) => {
      const [role] = await t.db.select().from(roles).where(eq(roles.roleCode, roleCode));
      const tree = dataOf(
        await call(t.app, selectRoleMenus, { roleId: String(role!.id) }, { token: operator }),
      );
      return tree.menus
        .filter((m) => m.granted)
        .map((m) => m.menuCode)
        .sort();
    };
    expect(await codesOf('022')).toEqual(await codesOf('002'));
    expect(await codesOf('zone:plan:buyer')).toEqual(
      expect.arrayContaining(['agrSourceOrderQueryQy', 'orderCenter']),
    );
    expect(await codesOf('zone:plan:buyer')).not.toContain('agrMyOrder');
  });
});

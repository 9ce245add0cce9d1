import {
  dealOrgAudit,
  dealOrgInfoChange,
  getAccountInfo,
  getMyAccountSet,
  getMyMerchantInfo,
  getMyOrgApplication,
  getOrgAccountSet,
  getOrgAuditDetail,
  getOrgInfoChangeDetail,
  login,
  publishProcessVersion,
  queryApprovalTasks,
  queryBrandAuthList,
  queryMerchantList,
  queryOrgAuditList,
  queryOrgInfoChangeList,
  queryProcessList,
  queryRegistrationCategories,
  querySupplierAuditLogList,
  registerEnterprise,
  registerSupplier,
  releaseOrgApplication,
  saveMyOrgApplication,
  saveProcess,
  submitAccountSet,
  submitMerchantInfoChange,
  withdrawAccountSet,
  withdrawMerchantInfoChange,
} from '@procuremart/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../platform/audit/tables';
import { clock } from '../../platform/clock';
import { call, dataOf, loginAs } from '../../testing/call';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PNG_BYTES, upload } from '../../testing/upload';
import { categories, supplierShops, suppliers } from '../catalog/shared-tables';
import { loadUserActor } from '../identity';
import { users } from '../identity/shared-tables';
import { messageInbox } from '../messages/shared-tables';
import { orgs } from '../org/shared-tables';
import { auditRunning, cancelApproval, decideAudit } from '../process';
import { operatorAuditLevels, publishPlatformProcess } from '../process/test-support';
import { adoptPendingRegistrations } from './registration-audit';

let t: TestApp;
let operator: string;
let leaves: string[];
const realNow = clock.now;

beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t.app, 'operator01');
  // The lean test database has no catalogue: two leaf categories of its own (test fixtures insert directly).
  const [top] = await t.db
    .insert(categories)
    .values({ code: '91', name: '五金工具', level: 1 })
    .returning({ id: categories.id });
  const rows = await t.db
    .insert(categories)
    .values([
      { code: '9101', name: '扳手', level: 2, parentId: top!.id, isLeaf: true },
      { code: '9102', name: '螺丝刀', level: 2, parentId: top!.id, isLeaf: true },
    ])
    .returning({ id: categories.id });
  leaves = rows.map((row) => String(row.id));
});
afterEach(() => {
  clock.now = realNow;
});
afterAll(() => t.close());

const PASSWORD = 'Supply#2026';
let serial = 0;
/** A fresh supplier registration: its own username, credit code and company name. */
function supplierInput(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const n = String(serial).padStart(2, '0');
  return {
    username: `sup_apply_${n}`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    userName: '孙立',
    mobile: '13911112222',
    companyName: `苏州恒信五金有限公司${n}`,
    creditCode: `91320500MA1ONB0${n}X`,
    legalPerson: '孙立',
    contactName: '孙立',
    contactMobile: '13911112222',
    address: '苏州市工业园区星湖街 88 号',
    shopName: `恒信五金旗舰店${n}`,
    bankName: '中国工商银行苏州分行',
    bankAccount: '6222020200112233445',
    categoryIds: leaves,
    brandNames: '史丹利、世达',
    ...overrides,
  };
}

function enterpriseInput() {
  serial += 1;
  const n = String(serial).padStart(2, '0');
  return {
    username: `ent_apply_${n}`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    orgName: `常州新材料科技有限公司${n}`,
    creditCode: `91320400MA1ONB0${n}Y`,
    userName: '周航',
    mobile: '13822223333',
    email: '',
  };
}

const signIn = async (username: string) =>
  dataOf(await call(t.app, login, { username, password: PASSWORD })).token;

/** Registers, signs in and uploads a licence: the applicant's token, organisation and licence file. */
async function applicant(kind: 'supplier' | 'enterprise' = 'supplier') {
  const input = kind === 'supplier' ? supplierInput() : enterpriseInput();
  const created = dataOf(
    kind === 'supplier'
      ? await call(t.app, registerSupplier, input as ReturnType<typeof supplierInput>)
      : await call(t.app, registerEnterprise, input as ReturnType<typeof enterpriseInput>),
  );
  const token = await signIn(input.username);
  const licence = (await upload(t.app, token, 'image', 'licence.png', PNG_BYTES)).body.data;
  const name = 'companyName' in input ? input.companyName : input.orgName;
  return { input, name, orgId: created.orgId, userId: created.userId, token, licenceFileId: licence.fileId };
}

type Applicant = Awaited<ReturnType<typeof applicant>>;

/** The applicant completes its certification with the licence (and, for a supplier, its merchant details). */
function certify(a: Applicant, changes: Record<string, unknown> = {}) {
  const { companyName, orgName, creditCode, legalPerson, contactName, contactMobile, address } =
    a.input as never;
  const supplier = 'shopName' in a.input;
  const input = {
    companyName: companyName ?? orgName,
    creditCode,
    legalPerson: legalPerson ?? '周航',
    contactName: contactName ?? '周航',
    contactMobile: contactMobile ?? '13822223333',
    address: address ?? '常州市新北区',
    licenceFileId: a.licenceFileId,
    brandNames: '',
    ...(supplier
      ? {
          shopName: (a.input as never as { shopName: string }).shopName,
          bankName: '中国工商银行苏州分行',
          bankAccount: '6222020200112233445',
          categoryIds: leaves,
        }
      : {}),
    ...changes,
  };
  return call(t.app, saveMyOrgApplication, input as never, { token: a.token });
}

const deal = (orgIds: string[], passed: boolean, reason = '') =>
  call(t.app, dealOrgAudit, { orgIds, passed, reason }, { token: operator });

const messagesOf = async (userId: string) =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(messageInbox)
        .where(eq(messageInbox.userId, Number(userId)))
    )[0]!.n,
  );

describe('registration with audit and supplier onboarding', () => {
  it('a registered supplier waits for audit: it signs in to its application only, other calls answer EAUDIT', async () => {
    const a = await applicant();
    const signedIn = dataOf(await call(t.app, login, { username: a.input.username, password: PASSWORD }));
    expect(signedIn.userInfo).toMatchObject({ awaitingAudit: true, access: [], menuCodeList: [] });
    const mine = dataOf(await call(t.app, getMyOrgApplication, {}, { token: a.token }));
    expect(mine).toMatchObject({
      orgId: a.orgId,
      kind: '02',
      state: '01',
      companyName: a.name,
      shopName: (a.input as ReturnType<typeof supplierInput>).shopName,
      hasLicence: false,
      categoryIds: leaves,
    });
    expect(mine?.history.map((h) => h.event)).toEqual(['submit']);
    for (const refused of [
      await call(t.app, getAccountInfo, {}, { token: a.token }),
      await call(t.app, queryBrandAuthList, { pageNo: 1, pageSize: 10 }, { token: a.token }),
    ]) {
      expect(refused.body).toMatchObject({ code: 'EAUDIT', data: null });
      expect(refused.body.respDesc).toContain('审核');
    }
    const [supplier] = await t.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.orgId, Number(a.orgId)));
    expect(supplier).toBeUndefined();
  });

  it('passes a supplier only with its licence; then its supplier, shop and role are active and it is told', async () => {
    const a = await applicant();
    const early = await deal([a.orgId], true);
    expect(early.body).toMatchObject({ code: '8888', respDesc: '申请人尚未上传营业执照，不能审核通过' });

    dataOf(await certify(a));
    const before = await messagesOf(a.userId);
    expect(dataOf(await deal([a.orgId], true))).toEqual({ orgIds: [a.orgId], state: '02' });

    const [supplier] = await t.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.orgId, Number(a.orgId)));
    expect(supplier).toMatchObject({ companyName: a.name, kind: 'agreement', status: 1 });
    const shops = await t.db.select().from(supplierShops).where(eq(supplierShops.supplierId, supplier!.id));
    expect(shops.map((s) => s.shopName)).toEqual([(a.input as ReturnType<typeof supplierInput>).shopName]);
    expect(await messagesOf(a.userId)).toBe(before + 1);

    const passed = dataOf(await call(t.app, login, { username: a.input.username, password: PASSWORD }));
    expect(passed.userInfo.awaitingAudit).toBeUndefined();
    const token = passed.token;
    const account = dataOf(await call(t.app, getAccountInfo, {}, { token }));
    expect(account.roles.map((r) => r.roleCode)).toEqual(['supplier:regist:role']);
    expect(dataOf(await call(t.app, queryBrandAuthList, { pageNo: 1, pageSize: 10 }, { token })).total).toBe(
      0,
    );

    const logged = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'umc_dealOrgAudit'), eq(operationLogs.targetId, a.orgId)));
    expect(logged.map((row) => [row.result, row.outcome, row.targetName, row.detail])).toEqual([
      ['failure', 'true', a.name, 'orgAudit.licenceRequired'],
      ['success', 'true', a.name, ''],
    ]);
    const detail = dataOf(await call(t.app, getOrgAuditDetail, { orgId: a.orgId }, { token: operator }));
    expect(detail.history.map((h) => [h.event, h.toStatus, h.username])).toEqual([
      ['pass', '02', 'operator01'],
      ['submit', '01', a.input.username],
    ]);
    expect(detail.licence?.fileName).toBe('licence.png');
  });

  it('refuses only with a reason; the applicant sees it, fixes the application and resubmits it', async () => {
    const a = await applicant('enterprise');
    dataOf(await certify(a));
    const bare = await deal([a.orgId], false);
    expect(bare.body).toMatchObject({ code: 'E400', data: { field: 'reason' } });
    expect(dataOf(await call(t.app, getOrgAuditDetail, { orgId: a.orgId }, { token: operator })).state).toBe(
      '01',
    );

    dataOf(await deal([a.orgId], false, '营业执照不清晰'));
    const refused = dataOf(await call(t.app, getMyOrgApplication, {}, { token: a.token }));
    expect(refused).toMatchObject({ state: '03', reason: '营业执照不清晰', round: 1 });
    expect((await call(t.app, getAccountInfo, {}, { token: a.token })).body.code).toBe('EAUDIT');
    expect(await messagesOf(a.userId)).toBe(1);

    const again = dataOf(await certify(a, { legalPerson: '周航明' }));
    expect(again).toMatchObject({ state: '01', round: 2, legalPerson: '周航明' });
    expect(again.history.map((h) => h.event)).toEqual(['resubmit', 'refuse', 'submit']);
    dataOf(await deal([a.orgId], true));
    const token = await signIn(a.input.username);
    const account = dataOf(await call(t.app, getAccountInfo, {}, { token }));
    expect(account.roles.map((r) => r.roleCode)).toEqual(['002']);
    expect((await certify({ ...a, token })).body).toMatchObject({
      code: '8888',
      respDesc: '注册申请已审核通过或已释放，不能再修改',
    });
  });

  it('decides a batch all or nothing, naming the registration at fault', async () => {
    const [a, b] = [await applicant('enterprise'), await applicant()];
    dataOf(await certify(a));
    dataOf(await certify(b));
    const done = await applicant('enterprise');
    dataOf(await certify(done));
    dataOf(await deal([done.orgId], true));

    const mixed = await deal([a.orgId, b.orgId, done.orgId], false, '资料不全');
    expect(mixed.body).toMatchObject({ code: 'E409', data: { targetId: done.orgId } });
    const list = dataOf(
      await call(t.app, queryOrgAuditList, { pageNo: 1, pageSize: 50, tab: 'pending' }, { token: operator }),
    );
    expect(list.rows.map((r) => r.orgId)).toEqual(expect.arrayContaining([a.orgId, b.orgId]));
    expect(list.rows.find((r) => r.orgId === a.orgId)?.actions).toEqual(['pass', 'refuse', 'release']);

    expect(dataOf(await deal([a.orgId, b.orgId], true))).toEqual({ orgIds: [a.orgId, b.orgId], state: '02' });
    const decided = dataOf(
      await call(t.app, queryOrgAuditList, { pageNo: 1, pageSize: 50, tab: 'decided' }, { token: operator }),
    );
    expect(decided.rows.map((r) => r.orgId)).toEqual(expect.arrayContaining([a.orgId, b.orgId, done.orgId]));
    expect(decided.tabCounts.decided).toBe(decided.total);
  });

  it('offers the enabled leaf categories to choose from, without a login', async () => {
    const choices = dataOf(await call(t.app, queryRegistrationCategories, {}));
    expect(choices).toEqual([
      { categoryId: leaves[0], name: '扳手', nameEn: '', path: '五金工具 / 扳手', pathEn: '扳手' },
      { categoryId: leaves[1], name: '螺丝刀', nameEn: '', path: '五金工具 / 螺丝刀', pathEn: '螺丝刀' },
    ]);
  });

  it('refuses a credit code or company name already registered, writing nothing', async () => {
    const [east] = await t.db.select().from(orgs).where(eq(orgs.name, '华东智造集团有限公司'));
    const before = Number((await t.db.select({ n: count() }).from(users))[0]!.n);
    const taken = await call(t.app, registerSupplier, supplierInput({ creditCode: east!.creditCode }));
    expect(taken.body).toMatchObject({
      code: '8888',
      respDesc: '该统一社会信用代码已注册',
      data: { field: 'creditCode' },
    });
    const named = await call(t.app, registerSupplier, supplierInput({ companyName: east!.name }));
    expect(named.body).toMatchObject({ code: '8888', data: { field: 'companyName' } });
    expect(Number((await t.db.select({ n: count() }).from(users))[0]!.n)).toBe(before);
  });

  it('releases a refused registration at once, a pending one only after the hold: the code is free again', async () => {
    const a = await applicant('enterprise');
    dataOf(await certify(a));
    const early = await call(
      t.app,
      releaseOrgApplication,
      { orgId: a.orgId, reason: '冒名注册' },
      { token: operator },
    );
    expect(early.body).toMatchObject({
      code: '8888',
      respDesc: '该注册申请待审核未满 30 天，只能释放已驳回或长期未审核的申请',
    });

    clock.now = () => new Date(realNow().getTime() + 31 * 24 * 3600 * 1000);
    const later = await loginAs(t.app, 'operator01');
    const released = await call(
      t.app,
      releaseOrgApplication,
      { orgId: a.orgId, reason: '冒名注册' },
      { token: later },
    );
    expect(dataOf(released)).toEqual({ orgId: a.orgId, state: '04' });
    const [org] = await t.db
      .select()
      .from(orgs)
      .where(eq(orgs.id, Number(a.orgId)));
    expect(org).toMatchObject({ creditCode: null, state: '05' });
    const refusedLogin = await call(t.app, login, { username: a.input.username, password: PASSWORD });
    expect(refusedLogin.body).toMatchObject({ code: '8888' });
    expect(refusedLogin.body.respDesc).toBe('所在单位已停用或不在存续状态，不能登录，请联系平台运营人员');

    const real = { ...enterpriseInput(), orgName: (a.input as { orgName: string }).orgName };
    real.creditCode = a.input.creditCode;
    dataOf(await call(t.app, registerEnterprise, real));
    clock.now = realNow;
    // The trip ended the operator's first session (a day's lifetime): sign in again for the next tests.
    operator = await loginAs(t.app, 'operator01');
  });

  it('releases a refused one without waiting, and never a passed one', async () => {
    const a = await applicant();
    dataOf(await deal([a.orgId], false, '类目不符'));
    dataOf(
      await call(t.app, releaseOrgApplication, { orgId: a.orgId, reason: '长期未修改' }, { token: operator }),
    );
    const b = await applicant('enterprise');
    dataOf(await certify(b));
    dataOf(await deal([b.orgId], true));
    const passed = await call(
      t.app,
      releaseOrgApplication,
      { orgId: b.orgId, reason: '误操作' },
      { token: operator },
    );
    expect(passed.body.code).toBe('E409');
  });

  it('refuses bad input with the field at fault and writes nothing', async () => {
    const before = Number((await t.db.select({ n: count() }).from(orgs))[0]!.n);
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ bankAccount: '6222-0202' }, 'bankAccount', 'E400', '请输入正确的银行账号（8-30 位数字）'],
      [{ categoryIds: [] }, 'categoryIds', 'E400', '请选择至少一个经营类目'],
      [{ categoryIds: ['999999'] }, 'categoryIds', '8888', '经营类目不存在或不是末级类目'],
      [{ creditCode: '91320500ma1onb01x' }, 'creditCode', 'E400', '请输入正确的统一社会信用代码，字母须大写'],
      [{ contactMobile: '1234' }, 'contactMobile', 'E400', '请输入正确的手机号码'],
      [{ companyName: 'Bad\u0000Name' }, 'companyName', 'E400', '不能包含控制字符'],
    ];
    for (const [change, field, code, message] of cases) {
      const result = await call(t.app, registerSupplier, supplierInput(change));
      expect(result.body.code, field).toBe(code);
      expect(result.body.respDesc).toContain(message);
      expect((result.body.data as { field?: string } | null)?.field, JSON.stringify(result.body)).toBe(field);
    }
    expect(Number((await t.db.select({ n: count() }).from(orgs))[0]!.n)).toBe(before);
  });

  it("keeps each applicant to its own registration: another's licence, the operators' calls are refused", async () => {
    const [a, b] = [await applicant(), await applicant('enterprise')];
    const stolen = await certify(a, { licenceFileId: b.licenceFileId });
    expect(stolen.body).toMatchObject({ code: '8888', data: { field: 'licenceFileId' } });
    expect((await call(t.app, getOrgAuditDetail, { orgId: b.orgId }, { token: a.token })).body.code).toBe(
      'EAUDIT',
    );
    const mine = dataOf(await call(t.app, getMyOrgApplication, {}, { token: a.token }));
    expect(mine?.orgId).toBe(a.orgId);
    const enterpriseShop = await certify(b, { shopName: '不该有的店' });
    expect(enterpriseShop.body).toMatchObject({ code: '8888', data: { field: 'shopName' } });
    // A passed supplier (no longer an applicant) still reaches no operator call.
    dataOf(await certify(a));
    dataOf(await deal([a.orgId], true));
    const token = await signIn(a.input.username);
    expect((await call(t.app, getOrgAuditDetail, { orgId: b.orgId }, { token })).body.code).toBe('E403');
  });

  it('lists merchants and the supplier audit log for operators', async () => {
    const a = await applicant();
    dataOf(await deal([a.orgId], false, '银行账号有误'));
    const merchants = dataOf(
      await call(
        t.app,
        queryMerchantList,
        { pageNo: 1, pageSize: 10, companyName: a.name },
        { token: operator },
      ),
    );
    expect(merchants.rows).toEqual([expect.objectContaining({ orgId: a.orgId, state: '03', kind: '02' })]);
    const log = dataOf(
      await call(
        t.app,
        querySupplierAuditLogList,
        { pageNo: 1, pageSize: 10, companyName: a.name },
        { token: operator },
      ),
    );
    expect(log.rows.map((r) => [r.event, r.toState, r.remark])).toEqual([
      ['refuse', '03', '银行账号有误'],
      ['submit', '01', ''],
    ]);
  });
});

describe('registration audits on the approval engine', () => {
  /** operator01's approval tasks of a registration audit kind (pending or decided). */
  const tasksOf = async (token: string, businessKind: 'orgAudit' | 'merchantAudit', tab = 'pending') =>
    dataOf(
      await call(t.app, queryApprovalTasks, { pageNo: 1, pageSize: 100, tab, businessKind } as never, {
        token,
      }),
    ).rows;

  /** Publishes the platform's process of a kind with these levels (a new version of the reference one). */
  async function publishPlatform(businessKind: 'orgAudit' | 'merchantAudit', levels: unknown[]) {
    const list = dataOf(
      await call(t.app, queryProcessList, { pageNo: 1, pageSize: 10, businessKind }, { token: operator }),
    );
    const { processId } = list.rows.find((row) => row.orgId === null)!;
    const draft = dataOf(
      await call(t.app, saveProcess, { processId, name: '单位审核', levels } as never, { token: operator }),
    );
    dataOf(await call(t.app, publishProcessVersion, { versionId: draft.versionId }, { token: operator }));
  }
  /** What operator01's audit list and the registration's detail list on it (they agree). */
  async function registrationActions(orgId: string) {
    const page = dataOf(
      await call(t.app, queryOrgAuditList, { pageNo: 1, pageSize: 100, tab: 'pending' }, { token: operator }),
    );
    const listed = page.rows.find((row) => row.orgId === orgId)?.actions;
    expect(dataOf(await call(t.app, getOrgAuditDetail, { orgId }, { token: operator })).actions).toEqual(
      listed,
    );
    return listed;
  }
  const oneLevel = [
    {
      name: '运营审核',
      match: 'all',
      conditions: [],
      approvers: [{ kind: 'role', roleCode: 'operator:admin' }],
      mode: 'any',
    },
  ];

  it('a submission gives operator01 a task; its decision ends the audit; a resubmission starts a new one', async () => {
    const a = await applicant('enterprise');
    expect(await auditRunning(t.db, 'orgAudit', Number(a.orgId))).toBe(true);
    const task = (await tasksOf(operator, 'orgAudit')).find((row) => row.subjectId === a.orgId);
    expect(task).toMatchObject({ subjectNo: a.name, levelName: '运营审核' });

    dataOf(await deal([a.orgId], false, '执照缺失'));
    expect(await auditRunning(t.db, 'orgAudit', Number(a.orgId))).toBe(false);
    const decided = (await tasksOf(operator, 'orgAudit', 'decided')).find((row) => row.subjectId === a.orgId);
    expect(decided).toMatchObject({ status: 2, remark: '执照缺失' });

    dataOf(await certify(a));
    expect(await auditRunning(t.db, 'orgAudit', Number(a.orgId))).toBe(true);
    const again = (await tasksOf(operator, 'orgAudit')).filter((row) => row.subjectId === a.orgId);
    expect(again).toHaveLength(1);
    expect(dataOf(await deal([a.orgId], true))).toEqual({ orgIds: [a.orgId], state: '02' });
    const detail = dataOf(await call(t.app, getOrgAuditDetail, { orgId: a.orgId }, { token: operator }));
    expect(detail.history.map((h) => [h.event, h.username])).toEqual([
      ['pass', 'operator01'],
      ['resubmit', a.input.username],
      ['refuse', 'operator01'],
      ['submit', a.input.username],
    ]);
  });

  it('a two-level merchant audit keeps the registration pending until its last level passes', async () => {
    const [operator02] = await t.db.select().from(users).where(eq(users.username, 'operator02'));
    await publishPlatform('merchantAudit', [
      { ...oneLevel[0], name: '初审' },
      {
        name: '复审',
        match: 'all',
        conditions: [],
        approvers: [{ kind: 'user', userId: String(operator02!.id) }],
        mode: 'any',
      },
    ]);
    try {
      const a = await applicant();
      dataOf(await certify(a));
      const before = await messagesOf(a.userId);
      expect(await registrationActions(a.orgId)).toEqual(expect.arrayContaining(['pass', 'refuse']));
      expect(dataOf(await deal([a.orgId], true))).toEqual({ orgIds: [a.orgId], state: '01' });
      // Still pending, but its second level is operator02's: operator01's list and detail offer no decision.
      const after = await registrationActions(a.orgId);
      expect(after).not.toContain('pass');
      expect(after).not.toContain('refuse');
      expect(dataOf(await call(t.app, getMyOrgApplication, {}, { token: a.token }))?.state).toBe('01');
      expect(await messagesOf(a.userId)).toBe(before);
      // operator01's level is done: deciding again finds no task of it.
      expect((await deal([a.orgId], true)).body).toMatchObject({
        code: 'E404',
        respDesc: expect.any(String),
      });

      const second = (await loadUserActor(t.db, operator02!.id))!;
      await t.db.transaction((tx) =>
        decideAudit(tx, second, {
          businessKind: 'merchantAudit',
          subjectId: Number(a.orgId),
          approved: true,
          remark: '',
        }),
      );
      expect(dataOf(await call(t.app, getMyOrgApplication, {}, { token: a.token }))?.state).toBe('02');
      const [supplier] = await t.db
        .select()
        .from(suppliers)
        .where(eq(suppliers.orgId, Number(a.orgId)));
      expect(supplier?.status).toBe(1);
      expect(await messagesOf(a.userId)).toBe(before + 1);
    } finally {
      await publishPlatform('merchantAudit', oneLevel);
    }
  });

  it('a supplier cannot decide, an unknown registration is E404, and a release cancels the running audit', async () => {
    const a = await applicant();
    const supplierToken = await loginAs(t.app, 'supplier01');
    const refused = await call(
      t.app,
      dealOrgAudit,
      { orgIds: [a.orgId], passed: true, reason: '' },
      { token: supplierToken },
    );
    expect(refused.body.code).toBe('E403');
    expect((await deal(['999999'], true)).body).toMatchObject({ code: 'E404', respDesc: '注册申请不存在' });
    expect(await auditRunning(t.db, 'merchantAudit', Number(a.orgId))).toBe(true);

    clock.now = () => new Date(realNow().getTime() + 31 * 24 * 3600 * 1000);
    const later = await loginAs(t.app, 'operator01');
    dataOf(
      await call(t.app, releaseOrgApplication, { orgId: a.orgId, reason: '冒名注册' }, { token: later }),
    );
    clock.now = realNow;
    operator = await loginAs(t.app, 'operator01');
    expect(await auditRunning(t.db, 'merchantAudit', Number(a.orgId))).toBe(false);
    expect(
      (await tasksOf(operator, 'merchantAudit')).find((row) => row.subjectId === a.orgId),
    ).toBeUndefined();
  });

  it('a pending registration without a running audit is adopted at start, once', async () => {
    const a = await applicant('enterprise');
    await t.db.transaction((tx) => cancelApproval(tx, 'orgAudit', Number(a.orgId)));
    expect(await auditRunning(t.db, 'orgAudit', Number(a.orgId))).toBe(false);
    expect(await t.db.transaction((tx) => adoptPendingRegistrations(tx))).toBe(1);
    expect(await t.db.transaction((tx) => adoptPendingRegistrations(tx))).toBe(0);
    expect((await tasksOf(operator, 'orgAudit')).filter((row) => row.subjectId === a.orgId)).toHaveLength(1);
  });
});

describe('merchant base info changes and the account-set info, audited on the engine', () => {
  const merchantChange = {
    legalPerson: '孙立',
    contactName: '孙立',
    contactMobile: '13911112222',
    address: '苏州市工业园区星湖街 88 号',
    bankName: '招商银行苏州分行',
    bankAccount: '6214830212345678',
    brandNames: '史丹利、世达、博世',
  };
  const dealChanges = (changeIds: string[], passed: boolean, reason = '', token = operator) =>
    call(t.app, dealOrgInfoChange, { changeIds, passed, reason }, { token });

  it('a passed supplier’s change waits for audit, is applied only on approval, one pending at a time', async () => {
    const a = await applicant();
    dataOf(await certify(a));
    dataOf(await deal([a.orgId], true));
    const token = await signIn(a.input.username);
    const mine = () => call(t.app, getMyMerchantInfo, {}, { token }).then(dataOf);
    expect((await mine()).current).toMatchObject({
      bankName: '中国工商银行苏州分行',
    });

    const first = dataOf(await call(t.app, submitMerchantInfoChange, merchantChange, { token }));
    expect(first).toMatchObject({ kind: 'merchantInfo', state: '01', orgId: a.orgId, companyName: a.name });
    expect(await mine()).toMatchObject({
      current: { bankName: '中国工商银行苏州分行' },
      pending: { changeId: first.changeId },
    });
    const twice = await call(t.app, submitMerchantInfoChange, merchantChange, { token });
    expect(twice.body).toMatchObject({
      code: 'E409',
      respDesc: '已有一条待审核的变更申请，请等待审核结果后再提交',
    });

    const list = dataOf(
      await call(
        t.app,
        queryOrgInfoChangeList,
        { pageNo: 1, pageSize: 50, tab: 'pending', kind: 'merchantInfo' },
        { token: operator },
      ),
    );
    expect(list.rows.find((row) => row.changeId === first.changeId)?.actions).toEqual(['approve', 'refuse']);
    const detail = dataOf(
      await call(t.app, getOrgInfoChangeDetail, { changeId: first.changeId }, { token: operator }),
    );
    expect(detail).toMatchObject({
      current: { bankName: '中国工商银行苏州分行' },
      values: { bankName: '招商银行苏州分行' },
    });

    expect((await dealChanges([first.changeId], true, '', token)).body.code).toBe('E403');
    expect((await dealChanges(['999999'], true)).body).toMatchObject({
      code: 'E404',
      respDesc: '信息变更申请不存在',
    });
    const before = await messagesOf(a.userId);
    dataOf(await dealChanges([first.changeId], false, '开户许可证与账号不符'));
    expect(await mine()).toMatchObject({
      current: { bankName: '中国工商银行苏州分行' },
      pending: null,
      last: { changeId: first.changeId, state: '03', reason: '开户许可证与账号不符' },
    });
    expect(await messagesOf(a.userId)).toBe(before + 1);

    const second = dataOf(await call(t.app, submitMerchantInfoChange, merchantChange, { token }));
    expect(dataOf(await dealChanges([second.changeId], true))).toEqual({
      changeIds: [second.changeId],
      state: '02',
    });
    expect((await mine()).current).toMatchObject({
      bankName: '招商银行苏州分行',
      brandNames: '史丹利、世达、博世',
    });
    // The supplier record keeps the contacts in step.
    const [record] = await t.db
      .select({ contactName: suppliers.contactName, contactPhone: suppliers.contactPhone })
      .from(suppliers)
      .where(eq(suppliers.orgId, Number(a.orgId)));
    expect(record).toEqual({
      contactName: merchantChange.contactName,
      contactPhone: merchantChange.contactMobile,
    });
    const merchants = dataOf(
      await call(
        t.app,
        queryMerchantList,
        { pageNo: 1, pageSize: 10, companyName: a.name },
        { token: operator },
      ),
    );
    expect(merchants.rows[0]).toMatchObject({
      bankName: '招商银行苏州分行',
      bankAccount: '6214830212345678',
    });
    const history = dataOf(
      await call(t.app, getOrgInfoChangeDetail, { changeId: second.changeId }, { token: operator }),
    ).history;
    expect(history.map((h) => [h.event, h.username])).toEqual([
      ['approve', 'operator01'],
      ['submit', a.input.username],
    ]);
    const same = await call(t.app, submitMerchantInfoChange, merchantChange, { token });
    expect(same.body).toMatchObject({ code: '8888', respDesc: '提交的信息与当前信息相同，无需变更' });
  });

  it('the supplier withdraws its pending change: its audit ends, the info on record stays, a new one may follow', async () => {
    const a = await applicant();
    dataOf(await certify(a));
    dataOf(await deal([a.orgId], true));
    const token = await signIn(a.input.username);
    const mine = () => call(t.app, getMyMerchantInfo, {}, { token }).then(dataOf);
    const withdraw = (changeId: string, by = token) =>
      call(t.app, withdrawMerchantInfoChange, { changeId }, { token: by });
    const first = dataOf(await call(t.app, submitMerchantInfoChange, merchantChange, { token }));
    expect((await mine()).pending?.actions).toEqual(['withdraw']);
    expect(await auditRunning(t.db, 'merchantInfoChange', Number(first.changeId))).toBe(true);

    // Another supplier's id reads as unknown, and nothing moves.
    const other = await loginAs(t.app, 'supplier01');
    expect((await withdraw(first.changeId, other)).body).toMatchObject({
      code: 'E404',
      respDesc: '信息变更申请不存在',
    });
    expect((await mine()).pending?.changeId).toBe(first.changeId);

    const before = await messagesOf(a.userId);
    expect(dataOf(await withdraw(first.changeId))).toMatchObject({ changeId: first.changeId, state: '04' });
    expect(await mine()).toMatchObject({
      current: { bankName: '中国工商银行苏州分行' },
      pending: null,
      last: { changeId: first.changeId, state: '04' },
    });
    // Its audit ended unanswered: no task is left for operators, and no decision message was sent.
    expect(await auditRunning(t.db, 'merchantInfoChange', Number(first.changeId))).toBe(false);
    const tasks = dataOf(
      await call(
        t.app,
        queryApprovalTasks,
        { pageNo: 1, pageSize: 100, tab: 'pending', businessKind: 'merchantInfoChange' } as never,
        { token: operator },
      ),
    ).rows;
    expect(tasks.filter((task) => task.subjectId === first.changeId)).toEqual([]);
    expect(await messagesOf(a.userId)).toBe(before);
    // Operators find it among the decided, with nothing to do; its history and the operation log say who.
    const listed = async (tab: string) =>
      dataOf(
        await call(
          t.app,
          queryOrgInfoChangeList,
          { pageNo: 1, pageSize: 100, tab, kind: 'merchantInfo' } as never,
          { token: operator },
        ),
      ).rows.find((row) => row.changeId === first.changeId);
    expect(await listed('pending')).toBeUndefined();
    expect(await listed('decided')).toMatchObject({ state: '04', actions: [] });
    const detail = dataOf(
      await call(t.app, getOrgInfoChangeDetail, { changeId: first.changeId }, { token: operator }),
    );
    expect(detail.history.map((h) => [h.event, h.username])).toEqual([
      ['withdraw', a.input.username],
      ['submit', a.input.username],
    ]);
    const [logged] = await t.db
      .select({ n: count() })
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.action, 'umc_withdrawMerchantInfoChange'),
          eq(operationLogs.targetId, first.changeId),
          eq(operationLogs.result, 'success'),
        ),
      );
    expect(Number(logged!.n)).toBe(1);

    // Once decided (withdrawn, or approved) it cannot be withdrawn; a new change may be submitted meanwhile.
    expect((await withdraw(first.changeId)).body.code).toBe('E409');
    const second = dataOf(await call(t.app, submitMerchantInfoChange, merchantChange, { token }));
    dataOf(await dealChanges([second.changeId], true));
    expect((await withdraw(second.changeId)).body.code).toBe('E409');
    expect((await mine()).current).toMatchObject({ bankName: '招商银行苏州分行' });
  });

  it('offers approve and refuse only to the operator its level names: not to operator01 without the task', async () => {
    const [named] = await t.db.select().from(users).where(eq(users.username, 'operator02'));
    const a = await applicant();
    dataOf(await certify(a));
    dataOf(await deal([a.orgId], true));
    const token = await signIn(a.input.username);
    await publishPlatformProcess(t.app, operator, {
      businessKind: 'merchantInfoChange',
      levels: [{ ...operatorAuditLevels()[0]!, approvers: [{ kind: 'user', userId: String(named!.id) }] }],
    });
    try {
      const change = dataOf(await call(t.app, submitMerchantInfoChange, merchantChange, { token }));
      const list = dataOf(
        await call(
          t.app,
          queryOrgInfoChangeList,
          { pageNo: 1, pageSize: 100, tab: 'pending' },
          { token: operator },
        ),
      );
      expect(list.rows.find((row) => row.changeId === change.changeId)?.actions).toEqual([]);
      const detail = dataOf(
        await call(t.app, getOrgInfoChangeDetail, { changeId: change.changeId }, { token: operator }),
      );
      expect(detail.actions).toEqual([]);
      expect((await dealChanges([change.changeId], true)).body.code).toBe('E404');
    } finally {
      await publishPlatformProcess(t.app, operator, {
        businessKind: 'merchantInfoChange',
        levels: operatorAuditLevels(),
      });
    }
  });

  it('a supplier with no merchant info on record is told so; only an enterprise administrator submits its account set', async () => {
    const supplier = await loginAs(t.app, 'supplier01');
    expect(dataOf(await call(t.app, getMyMerchantInfo, {}, { token: supplier })).current).toBeNull();
    const none = await call(t.app, submitMerchantInfoChange, merchantChange, { token: supplier });
    expect(none.body).toMatchObject({
      code: '8888',
      respDesc: '本商户没有入驻登记的基本信息，请联系平台运营人员维护',
    });

    const accountSet = {
      accountName: '华东智造集团有限公司',
      taxNo: '91310000MA1FL0QX3A',
      taxpayerType: '01' as const,
      bankName: '中国银行上海分行',
      bankAccount: '4563510100892345678',
      registeredAddress: '上海市浦东新区张江路 100 号',
      registeredPhone: '021-58881234',
    };
    const buyer = await loginAs(t.app, 'purchaser01');
    expect((await call(t.app, submitAccountSet, accountSet, { token: buyer })).body.code).toBe('E403');
    const admin = await loginAs(t.app, 'orgadmin01');
    const bad = await call(t.app, submitAccountSet, { ...accountSet, taxNo: '123' }, { token: admin });
    expect(bad.body).toMatchObject({ code: 'E400', data: { field: 'taxNo' } });
    const submitted = dataOf(await call(t.app, submitAccountSet, accountSet, { token: admin }));
    expect(dataOf(await call(t.app, getMyAccountSet, {}, { token: admin }))).toMatchObject({
      current: null,
      pending: { changeId: submitted.changeId, kind: 'accountSet' },
    });
    const [org] = await t.db.select().from(users).where(eq(users.username, 'orgadmin01'));
    const before = dataOf(
      await call(t.app, getOrgAccountSet, { orgId: String(org!.orgId) }, { token: operator }),
    );
    expect(before).toEqual({ accountSet: null, approvedAt: null });
    dataOf(await dealChanges([submitted.changeId], true, '与营业执照一致'));
    const after = dataOf(
      await call(t.app, getOrgAccountSet, { orgId: String(org!.orgId) }, { token: operator }),
    );
    expect(after.accountSet).toEqual(accountSet);
    expect(dataOf(await call(t.app, getMyAccountSet, {}, { token: admin }))).toMatchObject({
      current: accountSet,
      pending: null,
      last: { state: '02' },
    });
    // A later submission is withdrawn by the administrator: the approved one stays in use.
    const next = dataOf(
      await call(
        t.app,
        submitAccountSet,
        { ...accountSet, bankName: '中国建设银行上海分行' },
        { token: admin },
      ),
    );
    expect(
      (await call(t.app, withdrawAccountSet, { changeId: next.changeId }, { token: buyer })).body.code,
    ).toBe('E403');
    expect(
      dataOf(await call(t.app, withdrawAccountSet, { changeId: next.changeId }, { token: admin })).state,
    ).toBe('04');
    expect(dataOf(await call(t.app, getMyAccountSet, {}, { token: admin }))).toMatchObject({
      current: accountSet,
      pending: null,
      last: { changeId: next.changeId, state: '04' },
    });
    expect(await auditRunning(t.db, 'accountSetAudit', Number(next.changeId))).toBe(false);

    // An administrator placed below the top (a department of the enterprise) acts on the enterprise's account
    // set: reads it, submits and withdraws a change of it.
    const [unit] = await t.db
      .select()
      .from(orgs)
      .where(eq(orgs.parentId, Number(org!.orgId)))
      .limit(1);
    await t.db.update(users).set({ orgId: unit!.id }).where(eq(users.id, org!.id));
    try {
      const placed = await loginAs(t.app, 'orgadmin01');
      expect(dataOf(await call(t.app, getMyAccountSet, {}, { token: placed }))).toMatchObject({
        current: accountSet,
        last: { changeId: next.changeId, state: '04' },
      });
      const third = dataOf(
        await call(
          t.app,
          submitAccountSet,
          { ...accountSet, bankName: '交通银行上海分行' },
          { token: placed },
        ),
      );
      expect(dataOf(await call(t.app, getMyAccountSet, {}, { token: placed })).pending?.changeId).toBe(
        third.changeId,
      );
      expect(
        dataOf(await call(t.app, withdrawAccountSet, { changeId: third.changeId }, { token: placed })).state,
      ).toBe('04');
    } finally {
      await t.db.update(users).set({ orgId: org!.orgId }).where(eq(users.id, org!.id));
    }
  });
});

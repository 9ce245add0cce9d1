import {
  addAddress,
  deleteAddress,
  MAX_ADDRESSES_PER_USER,
  queryAddressList,
  queryOperationLogs,
  queryRegionTree,
  setDefaultAddress,
  updateAddress,
} from '@procuremart/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../../../testing/call';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { userRoles } from '../../access/shared-tables';
import { users } from '../../identity/shared-tables';
import { addresses } from '../tables';

let t: TestApp;
let p1: string;
let p2: string;
beforeAll(async () => {
  t = await createTestApp();
  [p1, p2] = await Promise.all([loginAs(t.app, 'purchaser01'), loginAs(t.app, 'purchaser02')]);
});
afterAll(() => t.close());

const hangzhou = {
  regionCodes: ['330000', '330100', '330106'],
  contactName: '王芳',
  mobile: '13912345678',
  phone: '0571-88880000',
  detail: '文三路 90 号',
  tag: '仓库',
};
const list = async (token: string, kind: 'receiving' | 'invoice' = 'receiving') =>
  dataOf(await call(t.app, queryAddressList, { kind, pageSize: 50 }, { token })).rows;
/** A second purchaser of a demo purchaser's organisation, with the same password and role; its token. */
async function addColleagueOf(username: string): Promise<string> {
  const [model] = await t.db
    .select({ orgId: users.orgId, passwordHash: users.passwordHash, id: users.id })
    .from(users)
    .where(eq(users.username, username));
  const [colleague] = await t.db
    .insert(users)
    .values({
      username: `${username}c`,
      passwordHash: model.passwordHash,
      userName: '同事',
      kind: 1,
      memberClass: '01',
      orgId: model.orgId,
      createdAt: new Date(),
    })
    .returning({ id: users.id });
  const [role] = await t.db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, model.id));
  await t.db.insert(userRoles).values({ userId: colleague.id, roleId: role.roleId });
  return loginAs(t.app, `${username}c`);
}
const addressCount = async () => Number((await t.db.select({ n: count() }).from(addresses))[0].n);

describe('region tree', () => {
  it('is public and has every province with its cities, and districts of the municipalities', async () => {
    const tree = dataOf(await call(t.app, queryRegionTree, {}));
    expect(tree).toHaveLength(31);
    const zhejiang = tree.find((p) => p.code === '330000');
    expect(zhejiang?.children?.map((c) => c.name)).toContain('宁波市');
    const beijing = tree.find((p) => p.code === '110000')?.children?.[0];
    expect(beijing?.children?.find((d) => d.code === '110108')?.name).toBe('海淀区');
    // GB/T 2260: 333 prefecture-level divisions beside the four municipalities' own levels.
    const municipal = ['110100', '120100', '310100', '500100', '500200'];
    const prefectures = tree
      .flatMap((p) => p.children ?? [])
      .filter((c) => c.code.endsWith('00') && !municipal.includes(c.code));
    expect(prefectures).toHaveLength(333);
    expect(prefectures.find((c) => c.code === '540600')?.name).toBe('那曲市');
  });
});

describe('address book', () => {
  it('seeds a default address for the demo purchasers', async () => {
    const [own] = await list(p1);
    expect(own).toMatchObject({
      isDefault: true,
      mine: true,
      provinceName: '上海市',
      districtName: '浦东新区',
    });
  });

  it("tags only the caller's own default: a colleague's shared default is not the caller's", async () => {
    // approver01 shares its default address with purchaser01's organisation.
    const rows = await list(p1);
    expect(rows.some((a) => !a.mine && a.shared)).toBe(true);
    const defaults = rows.filter((a) => a.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toMatchObject({ mine: true });
    expect(rows[0]).toBe(defaults[0]);
  });

  it('adds with region names from the tree, edits with a version and refuses a stale edit', async () => {
    // Names come from the region table, never from the client.
    const named = await call(t.app, addAddress, { ...hangzhou, provinceName: 'x' } as never, { token: p1 });
    expect(named.body).toMatchObject({ code: 'E400', data: { field: 'provinceName' } });
    const added = dataOf(await call(t.app, addAddress, hangzhou, { token: p1 }));
    expect(added).toMatchObject({
      provinceName: '浙江省',
      cityName: '杭州市',
      districtName: '西湖区',
      isDefault: false,
    });
    expect(added.regionCodes).toEqual(['330000', '330100', '330106']);
    const edited = dataOf(
      await call(
        t.app,
        updateAddress,
        {
          ...hangzhou,
          addressId: added.addressId,
          version: added.version,
          regionCodes: ['330000', '330200'],
        },
        { token: p1 },
      ),
    );
    expect(edited).toMatchObject({ cityName: '宁波市', districtName: '', version: 2 });
    const stale = await call(
      t.app,
      updateAddress,
      { ...hangzhou, addressId: added.addressId, version: 1 },
      { token: p1 },
    );
    expect(stale.body.code).toBe('E409');
  });

  it('refuses a bad mobile, phone, region or NUL with nothing written', async () => {
    const before = await addressCount();
    const attempts = [
      { ...hangzhou, mobile: '12345678901' },
      { ...hangzhou, phone: '12-34' },
      { ...hangzhou, regionCodes: ['330000', '110100'] },
      { ...hangzhou, regionCodes: ['110000', '110100'] },
      { ...hangzhou, detail: 'a\u0000b' },
    ];
    const codes = [];
    for (const input of attempts) codes.push((await call(t.app, addAddress, input, { token: p1 })).body);
    expect(codes.map((b) => b.code)).toEqual(['E400', 'E400', '8888', '8888', 'E400']);
    expect(codes[0].respDesc).toContain('请输入正确的手机号码');
    expect(codes[2].respDesc).toBe('所选地区不存在，请重新选择');
    expect(codes[3].respDesc).toBe('请选择所在地区');
    expect(await addressCount()).toBe(before);
  });

  it('never shows or changes another purchaser’s private address, even by its id', async () => {
    const secret = dataOf(await call(t.app, addAddress, { ...hangzhou, contactName: '私密' }, { token: p1 }));
    expect((await list(p2)).map((a) => a.contactName)).not.toContain('私密');
    for (const attempt of [
      await call(
        t.app,
        updateAddress,
        { ...hangzhou, addressId: secret.addressId, version: 1 },
        { token: p2 },
      ),
      await call(t.app, deleteAddress, { addressId: secret.addressId }, { token: p2 }),
      await call(t.app, setDefaultAddress, { addressId: secret.addressId }, { token: p2 }),
    ]) {
      expect(attempt.body.code).toBe('E404');
    }
    const [row] = await t.db
      .select()
      .from(addresses)
      .where(eq(addresses.id, Number(secret.addressId)));
    expect(row).toMatchObject({ contactName: '私密', isDefault: false, version: 1 });
  });

  it('shows an address shared with the organisation to colleagues, read-only', async () => {
    const colleague = await addColleagueOf('purchaser01');
    const shared = dataOf(
      await call(t.app, addAddress, { ...hangzhou, contactName: '共享', shared: true }, { token: p1 }),
    );
    const seen = (await list(colleague)).find((a) => a.addressId === shared.addressId);
    expect(seen).toMatchObject({ mine: false, shared: true, ownerName: '张伟' });
    expect((await list(colleague)).map((a) => a.contactName)).not.toContain('私密');
    const edit = { ...hangzhou, addressId: shared.addressId, version: shared.version };
    expect((await call(t.app, updateAddress, edit, { token: colleague })).body.code).toBe('E404');
    expect(
      (await call(t.app, deleteAddress, { addressId: shared.addressId }, { token: colleague })).body.code,
    ).toBe('E404');
    // purchaser02 is of another organisation: the shared address is not its to see.
    expect((await list(p2)).map((a) => a.addressId)).not.toContain(shared.addressId);
  });

  it('keeps one default under concurrent switches and passes it on when the default is deleted', async () => {
    const mine = await list(p2);
    const extra = await Promise.all(
      ['甲', '乙', '丙'].map(async (name) =>
        dataOf(await call(t.app, addAddress, { ...hangzhou, contactName: name }, { token: p2 })),
      ),
    );
    const ids = [mine[0].addressId, ...extra.map((a) => a.addressId)];
    const results = await Promise.all(
      [...ids, ...ids].map((addressId) => call(t.app, setDefaultAddress, { addressId }, { token: p2 })),
    );
    expect(results.every((r) => r.body.code === '0')).toBe(true);
    const defaults = (await list(p2)).filter((a) => a.isDefault);
    expect(defaults).toHaveLength(1);
    dataOf(await call(t.app, deleteAddress, { addressId: defaults[0].addressId }, { token: p2 }));
    const after = await list(p2);
    expect(after.filter((a) => a.isDefault)).toHaveLength(1);
    expect(after.map((a) => a.addressId)).not.toContain(defaults[0].addressId);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses of a kind per user`, async () => {
    const token = await loginAs(t.app, 'purchaser02');
    const held = (await list(token, 'invoice')).length;
    for (let i = held; i < MAX_ADDRESSES_PER_USER; i++) {
      dataOf(await call(t.app, addAddress, { ...hangzhou, kind: 'invoice' }, { token }));
    }
    const [first] = await list(token, 'invoice');
    expect(first.isDefault).toBe(true);
    const refused = await call(
      t.app,
      addAddress,
      { ...hangzhou, kind: 'invoice' },
      { token, locale: 'en-US' },
    );
    expect(refused.body).toMatchObject({ code: '8888', data: { field: 'regionCodes' } });
    expect((await list(token, 'invoice')).length).toBe(MAX_ADDRESSES_PER_USER);
  });

  it('refuses suppliers and operators', async () => {
    for (const username of ['supplier01', 'operator01']) {
      const token = await loginAs(t.app, username);
      expect((await call(t.app, queryAddressList, {}, { token })).body.code).toBe('E403');
      expect((await call(t.app, addAddress, hangzhou, { token })).body.code).toBe('E403');
    }
  });

  it('leaves each change in the operation log', async () => {
    const operator = await loginAs(t.app, 'operator01');
    const logs = dataOf(
      await call(t.app, queryOperationLogs, { pageSize: 100, username: 'purchaser02' }, { token: operator }),
    );
    const actions = new Set(logs.rows.filter((r) => r.result === 'success').map((r) => r.action));
    expect([...actions]).toEqual(
      expect.arrayContaining(['umc_addAddress', 'umc_setDefaultAddress', 'umc_deleteAddress']),
    );
  });
});

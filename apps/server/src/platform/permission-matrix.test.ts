import { getUserInfo, type UserKind } from '@procuremart/contract';
import { allCalls } from '@procuremart/contract/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainPermissionTables } from '../modules/permission-tables';
import { call, dataOf, loginAs } from '../testing/call';
import { roleLessUser } from '../testing/role-less-user';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PERMISSION_TABLE as PLATFORM_TABLE } from './permission-table';

// The platform's table and the rows each domain keeps in its own modules/<domain>/permission-table.ts.
const PERMISSION_TABLE: Readonly<Record<string, string>> = Object.assign(
  {},
  PLATFORM_TABLE,
  ...domainPermissionTables,
);

// Walks every call of the registry (new calls included without editing this file) with an anonymous client,
// each demo account and a role-less user of each kind, and compares each answer with the hand-reviewed table
// of permission-table.ts: a caller the table admits passes the three gates (session, audience, permission),
// anyone else gets AE401 (no session) or E403. The body carries an unknown field, so a caller who passes every
// gate gets E400 for it: the gates are proved passed while no handler runs and nothing is written.

const PROBE = { __probe: 1 };
const ANONYMOUS = 'anonymous';
const DEMO: [string, UserKind][] = [
  ['purchaser01', 'purchaser'],
  ['approver01', 'purchaser'],
  ['orgadmin01', 'purchaser'],
  ['supplier01', 'supplier'],
  ['operator01', 'operator'],
  ['operator02', 'operator'],
  ['zoneop01', 'operator'],
];
const ROLE_LESS: [string, UserKind, string][] = [
  ['bare-purchaser', 'purchaser', 'purchaser01'],
  ['bare-supplier', 'supplier', 'supplier01'],
  ['bare-operator', 'operator', 'operator01'],
];
const USERS = [...DEMO.map(([label]) => label), ...ROLE_LESS.map(([label]) => label)];

/** The callers a table row admits. */
function admitted(who: string): Set<string> {
  if (who === 'anyone') return new Set([ANONYMOUS, ...USERS]);
  if (who === 'users') return new Set(USERS);
  return new Set(who.split(/\s+/).filter(Boolean));
}

/** The outcome of a probe as the table states it: passed the gates, or refused without or with a session. */
type Outcome = 'admitted' | 'AE401' | 'E403' | string;
function outcomeOf(body: { code: string; data: unknown }): Outcome {
  const errors = (body.data as { errors?: { field: string }[] } | null)?.errors ?? [];
  if (body.code === 'E400' && errors.some((error) => error.field === '__probe')) return 'admitted';
  return body.code;
}

let t: TestApp;
const tokens = new Map<string, string | undefined>([[ANONYMOUS, undefined]]);

beforeAll(async () => {
  t = await createTestApp();
  for (const [username] of DEMO) tokens.set(username, await loginAs(t.app, username));
  for (const [label, kind, like] of ROLE_LESS) tokens.set(label, await roleLessUser(t, kind, like));
});
afterAll(() => t.close());

describe('the permission table', () => {
  it('has one row for every registered call, and none for a call that no longer exists', () => {
    const registered = new Set(allCalls.map((c) => c.name));
    const missing = allCalls.filter((c) => !(c.name in PERMISSION_TABLE)).map((c) => c.name);
    const stale = Object.keys(PERMISSION_TABLE).filter((name) => !registered.has(name));
    expect(
      missing,
      "add a row to apps/server/src/platform/permission-table.ts (or the domain's modules/<domain>/permission-table.ts) " +
        'for each new call, saying who may call it ' +
        '(from SPEC and the roles of its page), and have the row reviewed',
    ).toEqual([]);
    expect(stale, 'remove the rows of calls that no longer exist from permission-table.ts').toEqual([]);
  });

  it('has each call in one table only', () => {
    const rows = [PLATFORM_TABLE, ...domainPermissionTables].flatMap((table) => Object.keys(table));
    expect(rows.filter((name, i) => rows.indexOf(name) !== i)).toEqual([]);
  });

  it('names only known callers', () => {
    const known = new Set([ANONYMOUS, ...USERS]);
    const unknown = Object.entries(PERMISSION_TABLE).flatMap(([name, who]) =>
      [...admitted(who)].filter((caller) => !known.has(caller)).map((caller) => `${name}: ${caller}`),
    );
    expect(unknown).toEqual([]);
  });

  // One test per caller: each walks the whole registry (some 220 calls), well within a test's time alone.
  it.each([ANONYMOUS, ...USERS])('agrees with what the server answers %s on every call', async (caller) => {
    const token = tokens.get(caller);
    const wrong: string[] = [];
    for (const c of allCalls.filter((def) => def.name in PERMISSION_TABLE)) {
      const { body } = await call(t.app, c, PROBE as never, token ? { token } : {});
      const expected: Outcome = admitted(PERMISSION_TABLE[c.name]!).has(caller)
        ? 'admitted'
        : token
          ? 'E403'
          : 'AE401';
      const got = outcomeOf(body);
      if (got !== expected) wrong.push(`${c.name}: ${got}, the table says ${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it('logs in the demo accounts with the roles the table assumes', async () => {
    const menus = async (username: string) =>
      dataOf(await call(t.app, getUserInfo, {}, { token: tokens.get(username) })).menuCodeList;
    expect(await menus('operator02')).toEqual(expect.arrayContaining(['opsLogQuery', 'myDownloads']));
    expect(await menus('operator02')).not.toContain('brandManage');
    expect(await menus('approver01')).toEqual(expect.arrayContaining(['agrApprovalOrder', 'agrMyOrder']));
    expect(await menus('purchaser01')).not.toContain('agrApprovalOrder');
    expect(await menus('orgadmin01')).toEqual(
      expect.arrayContaining(['innerEnterPriseList', 'accountPassword']),
    );
    expect(await menus('purchaser01')).not.toContain('innerEnterPriseList');
    expect(await menus('bare-purchaser')).toEqual([]);
    expect(await menus('zoneop01')).toEqual(
      expect.arrayContaining(['agrSynthesOrderQuery', 'plSynthesizeOrderDetail']),
    );
    expect(await menus('zoneop01')).not.toContain('agrSynthesOrderList');
  });
});

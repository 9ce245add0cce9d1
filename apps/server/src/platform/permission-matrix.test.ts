import {
  type CallDef,
  checkVisitorQuickOrder,
  getOrderResult,
  getPublicMessage,
  getSettlement,
  getUserInfo,
  holdsPermission,
  queryPlatformMessages,
  queryPublicMessages,
  sendPlatformMessage,
  submitOrder,
  type UserKind,
  withdrawPlatformMessage,
} from '@procuremart/contract';
import { allCalls } from '@procuremart/contract/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, loginAs } from '../testing/call';
import { roleLessUser } from '../testing/role-less-user';
import { createTestApp, type TestApp } from '../testing/test-app';

// Walks every call of the registry (new calls included without editing this file) with an anonymous client,
// each demo account and a role-less user of each kind, and checks the three gates: session (AE401),
// audience (E403) and permission (E403). The body carries an unknown field, so a caller who passes every
// gate gets E400 for it: the gates are proved passed while no handler runs and nothing is written.

const PROBE = { __probe: 1 };

interface Caller {
  label: string;
  kind: UserKind;
  token: string;
  permissions: string[];
}

let t: TestApp;
const callers: Caller[] = [];

async function roleLess(kind: UserKind, like: string): Promise<Caller> {
  const token = await roleLessUser(t, kind, like);
  return { label: `norole_${kind}`, kind, token, permissions: [] };
}

beforeAll(async () => {
  t = await createTestApp();
  const demo: [string, UserKind][] = [
    ['purchaser01', 'purchaser'],
    ['approver01', 'purchaser'],
    ['supplier01', 'supplier'],
    ['operator01', 'operator'],
    ['operator02', 'operator'],
  ];
  for (const [username, kind] of demo) {
    const token = await loginAs(t.app, username);
    const info = dataOf(await call(t.app, getUserInfo, {}, { token }));
    callers.push({ label: username, kind, token, permissions: info.menuCodeList });
  }
  callers.push(await roleLess('purchaser', 'purchaser01'));
  callers.push(await roleLess('supplier', 'supplier01'));
  callers.push(await roleLess('operator', 'operator01'));
});
afterAll(() => t.close());

const isPublic = (c: CallDef) => c.audience.includes('public');
const admits = (c: CallDef, caller: Caller) =>
  isPublic(c) ||
  ((c.audience.includes('user') || c.audience.includes(caller.kind)) &&
    holdsPermission(c, caller.permissions));

describe('permission matrix over every call', () => {
  it('covers the registry', () => {
    expect(allCalls.length).toBeGreaterThan(30);
    expect(allCalls.some((c) => c.permission)).toBe(true);
  });

  it('answers AE401 to an anonymous client on every protected call', async () => {
    const wrong: string[] = [];
    for (const c of allCalls) {
      const { body } = await call(t.app, c, PROBE as never);
      const expected = isPublic(c) ? 'E400' : 'AE401';
      if (body.code !== expected) wrong.push(`${c.name}: ${body.code}, expected ${expected}`);
      const errors = (body.data as { errors?: { field: string }[] } | null)?.errors ?? [];
      if (body.code === 'E400' && !errors.some((e) => e.field === '__probe')) {
        wrong.push(`${c.name}: E400 without refusing the unknown field`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers E403 to every caller outside the audience or without the permission, E400 past the gates', async () => {
    const wrong: string[] = [];
    for (const caller of callers) {
      for (const c of allCalls) {
        const { body } = await call(t.app, c, PROBE as never, { token: caller.token });
        const expected = admits(c, caller) ? 'E400' : 'E403';
        if (body.code !== expected)
          wrong.push(`${caller.label} ${c.name}: ${body.code}, expected ${expected}`);
        const errors = (body.data as { errors?: { field: string }[] } | null)?.errors ?? [];
        if (body.code === 'E400' && !errors.some((e) => e.field === '__probe')) {
          wrong.push(`${caller.label} ${c.name}: E400 without refusing the unknown field`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a role-less user of the right kind every call that needs a permission', () => {
    const gated = allCalls.filter((c) => c.permission);
    for (const caller of callers.filter((c) => c.label.startsWith('norole_'))) {
      for (const c of gated) expect(admits(c, caller)).toBe(false);
    }
    expect(gated.length).toBeGreaterThan(0);
  });

  it('the demo operations staff lacks brand management but holds the operation log', () => {
    const staff = callers.find((c) => c.label === 'operator02');
    expect(staff?.permissions).toContain('opsLogQuery');
    expect(staff?.permissions).not.toContain('brandManage');
  });

  it('lets a purchaser without any role order: settlement, submission and result need no access code', () => {
    const roleLessBuyer = callers.find((c) => c.label === 'norole_purchaser') as Caller;
    for (const c of [getSettlement, submitOrder, getOrderResult]) expect(admits(c, roleLessBuyer)).toBe(true);
  });

  it('opens the visitor quick-order check and platform-wide messages to anyone; only operator01 manages them', () => {
    for (const c of [checkVisitorQuickOrder, queryPublicMessages, getPublicMessage])
      expect(isPublic(c)).toBe(true);
    for (const c of [queryPlatformMessages, sendPlatformMessage, withdrawPlatformMessage]) {
      expect(callers.filter((caller) => admits(c, caller)).map((caller) => caller.label)).toEqual([
        'operator01',
      ]);
    }
  });
});

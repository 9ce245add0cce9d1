import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OrgType, RoleCode } from '@procuremart/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { roles, userRoles } from '../modules/access/shared-tables';
import { users } from '../modules/identity/shared-tables';
import { orgs } from '../modules/org/shared-tables';
import { createTestDatabase } from '../testing/test-app';
import {
  exitStatusOf,
  OperatorRefused,
  parseOperatorArgs,
  runCreateOperatorCommand,
} from './create-operator';

const PASSWORD = 'Ops#admin2026';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
/** A DATA_DIR of its own; nothing is created in it unless the command opens the database. */
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pm-create-operator-'));
  dirs.push(dir);
  return join(dir, 'data');
};

/** The command's refusal message (exit status 2), or a failure of the test when it was not refused. */
async function refusal(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OperatorRefused);
  expect(exitStatusOf(error)).toBe(2);
  return (error as Error).message;
}

describe('create-operator arguments', () => {
  it('reads --username and --name', () => {
    expect(parseOperatorArgs(['--username', 'ops_admin', '--name', '钱峰'])).toEqual({
      username: 'ops_admin',
      name: '钱峰',
    });
    expect(parseOperatorArgs(['--username=ops_admin'])).toEqual({ username: 'ops_admin', name: undefined });
  });

  it.each([
    [[], /--username is required/],
    [['--name', 'x'], /--username is required/],
    [['--username'], /argument missing/],
    [['--username', 'ops_admin', 'extra'], /positional argument/],
    [['--username', 'ops_admin', '--role', 'x'], /Unknown option '--role'/],
    [['--username', 'ops_admin', '--password', PASSWORD], /never given on the command line/],
    [['--username', 'ops_admin', `--password=${PASSWORD}`], /never given on the command line/],
  ])('refuses %j with the usage', (argv, message) => {
    expect(() => parseOperatorArgs(argv)).toThrow(OperatorRefused);
    expect(() => parseOperatorArgs(argv)).toThrow(message);
  });
});

describe('create-operator refusals that open no database', () => {
  it.each([
    [
      'a weak password',
      ['--username', 'ops_admin'],
      'password1',
      /^password: Password must be 8-20 characters/,
    ],
    ['a short username', ['--username', 'ops'], PASSWORD, /^--username: The username is too short/],
    [
      'a name too long',
      ['--username', 'ops_admin', '--name', 'x'.repeat(41)],
      PASSWORD,
      /^--name: At most 40/,
    ],
  ])('%s', async (_, argv, password, message) => {
    const env = { DATA_DIR: dataDir(), OPERATOR_PASSWORD: password };
    expect(await refusal(runCreateOperatorCommand(argv, env))).toMatch(message);
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it('no password: neither OPERATOR_PASSWORD nor a terminal to ask on', async () => {
    const run = runCreateOperatorCommand(['--username', 'ops_admin'], { DATA_DIR: dataDir() });
    expect(await refusal(run)).toMatch(/set OPERATOR_PASSWORD, or run the command on a terminal/);
  });
});

describe('create-operator on a database without a platform organisation (SEED=none)', () => {
  // Its operation-log row: modules/identity/registration.test.ts.
  it('creates the organisation and its operator administrator, then refuses the username again', async () => {
    const { database, dispose } = await createTestDatabase();
    const db = database.db;
    // The lean template holds the demo platform organisation (and its sub-centres): made enterprises of other
    // names, the database has no platform organisation, as one started with SEED=none.
    await db
      .update(orgs)
      .set({ orgType: OrgType.enterprise, name: sql`'x' || ${orgs.id}`, nameEn: 'x' })
      .where(eq(orgs.orgType, OrgType.platform));
    const open = async () => ({ ...database, close: async () => {} });
    try {
      const line = await runCreateOperatorCommand(
        ['--username', 'ops_admin', '--name', '钱峰'],
        {},
        {
          askPassword: async () => PASSWORD,
          openDatabase: open,
        },
      );
      expect(line).toMatch(
        /operator administrator ops_admin \(user \d+\) created in the platform organisation/,
      );
      const again = runCreateOperatorCommand(
        ['--username', 'OPS_ADMIN'],
        { OPERATOR_PASSWORD: PASSWORD },
        { openDatabase: open },
      );
      expect(await refusal(again)).toBe('--username: This username already exists');

      const platform = await db
        .select({ id: orgs.id, name: orgs.nameEn })
        .from(orgs)
        .where(eq(orgs.orgType, OrgType.platform));
      expect(platform).toEqual([{ id: expect.any(Number), name: 'ProcureMart Platform Operations Centre' }]);
      const accounts = await db
        .select({ username: users.username, name: users.userName, kind: users.kind, role: roles.roleCode })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(users.orgId, platform[0].id));
      expect(accounts).toEqual([{ username: 'ops_admin', name: '钱峰', kind: 0, role: RoleCode.operator }]);
    } finally {
      await dispose();
    }
  });
});

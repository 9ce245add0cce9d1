import { parseArgs } from 'node:util';
import { type MessageKey, messages, operatorAccount } from '@procuremart/contract';
import { type Database, openDatabase } from '../db/client';
import { type DatabaseLocation, databaseLocationFromEnv } from '../db/database-location';
import { migrate, withStartupLock } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { createOperator } from '../modules/identity';
import { BusinessError } from '../platform/errors';
import { violatedUniqueConstraint } from '../platform/unique-violation';

// `npm run create-operator -- --username <username> [--name <name>]`: the platform's first operator
// administrator, for a database started with SEED=none (no account exists that could create one). The
// password comes from OPERATOR_PASSWORD or, on a terminal, a prompt; never from the command line, where
// the shell's history and the process list would keep it.

export const USAGE =
  'usage: npm run create-operator -- --username <username> [--name <display name>]' +
  '   (the password from OPERATOR_PASSWORD, or asked on a terminal)';

/** The operation log names the command as the one who created the account. */
const COMMAND = 'create-operator';

/** A command line that must not run as given (its message says why); nothing was changed. */
export class OperatorRefused extends Error {}

export interface OperatorCommandIo {
  /** Asks the password on a terminal; undefined when stdin is no terminal (then OPERATOR_PASSWORD is needed). */
  askPassword?: () => Promise<string>;
  /** Opens the database (tests hand in a copy of their template); closed by the command when done. */
  openDatabase?: (location: DatabaseLocation) => Promise<Database>;
}

/** The arguments: --username (required) and --name (default: the username). */
export function parseOperatorArgs(argv: string[]): { username: string; name: string | undefined } {
  if (argv.some((arg) => arg === '--password' || arg.startsWith('--password=')))
    throw new OperatorRefused(
      `the password is never given on the command line: set OPERATOR_PASSWORD\n${USAGE}`,
    );
  let values: { username?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: { username: { type: 'string' }, name: { type: 'string' } },
    }));
  } catch (error) {
    throw new OperatorRefused(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  }
  if (!values.username) throw new OperatorRefused(`--username is required\n${USAGE}`);
  return { username: values.username, name: values.name };
}

/** English text of a contract message key with its params, for the terminal. */
function englishOf(key: string, params: Record<string, unknown> = {}): string {
  const text = messages[key as MessageKey]?.['en-US'] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The account checked by the registration's rules; each failed rule named with its field. */
function checkedAccount(username: string, name: string | undefined, password: string) {
  const parsed = operatorAccount.safeParse({ username, userName: name ?? username, password });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = { username: '--username', userName: '--name', password: 'password' };
  const problems = parsed.error.issues.map((issue) => {
    const params = (issue as { params?: Record<string, unknown> }).params;
    return `${fields[String(issue.path[0])] ?? issue.path.join('.')}: ${englishOf(issue.message, params)}`;
  });
  throw new OperatorRefused(problems.join('\n'));
}

async function passwordOf(env: NodeJS.ProcessEnv, io: OperatorCommandIo): Promise<string> {
  if (env.OPERATOR_PASSWORD) return env.OPERATOR_PASSWORD;
  if (io.askPassword) return io.askPassword();
  throw new OperatorRefused(
    'no password: set OPERATOR_PASSWORD, or run the command on a terminal to be asked for it',
  );
}

/**
 * Runs one command line on the database of DATABASE_URL or of DATA_DIR's PGlite (the server must be stopped
 * there): migrations and reference data first (the database may be new), then the operator. Answers the
 * line to print; throws OperatorRefused for bad arguments, a weak password or a taken username.
 */
export async function runCreateOperatorCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: OperatorCommandIo = {},
): Promise<string> {
  const { username, name } = parseOperatorArgs(argv);
  const account = checkedAccount(username, name, await passwordOf(env, io));
  const database = await (io.openDatabase ?? openDatabase)(databaseLocationFromEnv(env));
  try {
    await withStartupLock(database, async () => {
      await migrate(database);
      await seedDatabase(database.db, 'none');
    });
    const { userId, orgId } = await createOperator(database.db, account, COMMAND);
    return `create-operator: operator administrator ${account.username} (user ${userId}) created in the platform organisation (org ${orgId}); sign in to the back office with it`;
  } catch (error) {
    // A taken username, also one taken by a registration at the same moment (the unique index).
    if (error instanceof BusinessError || violatedUniqueConstraint(error) === 'users_username_key')
      throw new OperatorRefused(`--username: ${englishOf('error.usernameTaken')}`);
    throw error;
  } finally {
    await database.close();
  }
}

/** The exit status: 2 refused (nothing changed), 1 failed. */
export const exitStatusOf = (error: unknown): number => (error instanceof OperatorRefused ? 2 : 1);

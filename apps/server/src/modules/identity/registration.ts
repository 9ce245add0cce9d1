import {
  MemberClass,
  OrgApplicationKind,
  OrgType,
  RoleCode,
  registerEnterprise as registerEnterpriseCall,
  registerPerson as registerPersonCall,
  UserKindCode,
} from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Who } from '../../platform/actor';
import { recordOperation } from '../../platform/audit';
import type { ParsedInput } from '../../platform/bind-call';
import { now } from '../../platform/clock';
import { BusinessError, fieldError } from '../../platform/errors';
import { violatedUniqueConstraint } from '../../platform/unique-violation';
import { grantRole } from '../access';
import { createOrg, findRegisteredOrg, openApplication } from '../org';
import { byUsername } from './login';
import { hashPassword } from './password';
import { users } from './tables';

type PersonInput = ParsedInput<typeof registerPersonCall>;
type EnterpriseInput = ParsedInput<typeof registerEnterpriseCall>;

// A duplicate that slipped past the checks (a concurrent registration) still gets its friendly message.
const duplicateErrors: Record<string, () => BusinessError> = {
  users_username_key: () => fieldError('error.usernameTaken', 'username'),
  org_credit_code_key: () => fieldError('error.creditCodeTaken', 'creditCode'),
  org_name_key: () => fieldError('error.orgNameTaken', 'orgName'),
};

/** Advisory-lock namespaces: concurrent registrations of one name queue up and the later one is refused. */
const RegistrationLock = { username: 1, creditCode: 2 } as const;

async function lockRegistration(tx: Tx, space: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, hashtext(${key}))`);
}

export async function throwIfUsernameTaken(tx: Tx, username: string): Promise<void> {
  await lockRegistration(tx, RegistrationLock.username, username.toLowerCase());
  const [row] = await tx.select({ id: users.id }).from(users).where(byUsername(username));
  if (row) throw fieldError('error.usernameTaken', 'username');
}

/** Refuses a credit code or company name already registered (`nameField`: the input's name field). */
export async function throwIfEnterpriseRegistered(
  tx: Tx,
  orgName: string,
  creditCode: string,
  nameField = 'orgName',
): Promise<void> {
  await lockRegistration(tx, RegistrationLock.creditCode, creditCode);
  const found = await findRegisteredOrg(tx, { name: orgName, creditCode });
  if (found?.creditCodeTaken) throw fieldError('error.creditCodeTaken', 'creditCode');
  if (found?.nameTaken) throw fieldError('error.orgNameTaken', nameField);
}

/** Runs a registration in one transaction; every failure leaves an audit row and nothing else. */
export async function register<T>(
  db: Db,
  who: Who,
  action: string,
  work: (tx: Tx) => Promise<T & { userId: string }>,
) {
  try {
    const result = await db.transaction(async (tx) => {
      const created = await work(tx);
      await recordOperation(
        tx,
        { ...who, userId: Number(created.userId) },
        {
          action,
          targetType: 'user',
          targetId: created.userId,
          result: 'success',
        },
      );
      return created;
    });
    return result;
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    const failure =
      constraint !== null && duplicateErrors[constraint] ? duplicateErrors[constraint]() : error;
    if (failure instanceof BusinessError) {
      await recordOperation(db, who, {
        action,
        targetType: 'user',
        result: 'failure',
        detail: failure.messageKey,
      });
    }
    throw failure;
  }
}

type AccountInput = Pick<PersonInput, 'username' | 'userName' | 'mobile' | 'email'>;
export interface NewOrg {
  name: string;
  creditCode?: string;
  address?: string;
  contactName?: string;
  contactMobile?: string;
  memberClass: (typeof MemberClass)[keyof typeof MemberClass];
}

/**
 * A new organisation with its first account; `role`: granted at once (an individual buys at once), or left for
 * the registration's audit to grant when it passes.
 */
export async function createOrgAccount(
  tx: Tx,
  org: NewOrg & { orgType: string },
  account: AccountInput & { kind: number },
  passwordHash: string,
  role: string | null,
) {
  const at = now();
  const orgId = await createOrg(tx, { ...org, createdAt: at });
  const [user] = await tx
    .insert(users)
    .values({
      username: account.username,
      passwordHash,
      userName: account.userName,
      kind: account.kind,
      memberClass: org.memberClass,
      orgId,
      mobile: account.mobile,
      email: account.email || null,
      createdAt: at,
    })
    .returning({ id: users.id });
  if (role !== null) await grantRole(tx, user.id, role);
  return { orgId, userId: user.id, at };
}

/** An individual purchaser's own organisation: the person's name and username, member class individual. */
export const individualOrg = (userName: string, username: string) => ({
  name: `${userName}（${username}）`,
  contactName: userName,
  memberClass: MemberClass.individual,
  orgType: OrgType.enterprise,
});

/** An individual purchaser: an organisation of their own (member class individual) and the buyer role. */
export async function registerPerson(db: Db, who: Who, input: PersonInput) {
  const passwordHash = await hashPassword(input.password);
  return register(db, who, registerPersonCall.name, async (tx) => {
    await throwIfUsernameTaken(tx, input.username);
    const org = { ...individualOrg(input.userName, input.username), contactMobile: input.mobile };
    const account = { ...input, kind: UserKindCode.purchaser };
    const { userId } = await createOrgAccount(tx, org, account, passwordHash, RoleCode.buyer);
    return { userId: String(userId), username: input.username };
  });
}

/**
 * A purchasing enterprise with its administrator account, pending audit: the administrator signs in to its
 * application only (to complete it on /authentication) and gets the buyer role when it passes.
 */
export async function registerEnterprise(db: Db, who: Who, input: EnterpriseInput) {
  const passwordHash = await hashPassword(input.password);
  return register(db, who, registerEnterpriseCall.name, async (tx) => {
    await throwIfUsernameTaken(tx, input.username);
    await throwIfEnterpriseRegistered(tx, input.orgName, input.creditCode);
    const org = {
      name: input.orgName,
      creditCode: input.creditCode,
      memberClass: MemberClass.enterprise,
      orgType: OrgType.enterprise,
    };
    const account = { ...input, kind: UserKindCode.purchaser };
    const { orgId, userId, at } = await createOrgAccount(tx, org, account, passwordHash, null);
    await openApplication(
      tx,
      { orgId, kind: OrgApplicationKind.enterprise, applicantUserId: userId, at },
      {
        companyName: input.orgName,
        creditCode: input.creditCode,
        legalPerson: '',
        contactName: input.userName,
        contactMobile: input.mobile,
        address: '',
      },
    );
    return { userId: String(userId), username: input.username, orgId: String(orgId) };
  });
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(byUsername(username));
  return row !== undefined;
}

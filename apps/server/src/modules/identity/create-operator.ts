import { createOperatorAction, MemberClass, RoleCode, UserKindCode } from '@procuremart/contract';
import type { Db } from '../../db/client';
import { recordOperation } from '../../platform/audit';
import { now } from '../../platform/clock';
import { grantRole } from '../access';
import { ensurePlatformOrg } from '../org';
import { hashPassword } from './password';
import { throwIfUsernameTaken } from './registration';
import { users } from './tables';

export interface NewOperator {
  /** Checked by the contract's operatorAccount schema (username and password rules of a registration). */
  username: string;
  userName: string;
  password: string;
}

/**
 * An operator administrator of the platform organisation (created when the database has none: SEED=none),
 * holding the operator admin role, in one transaction with its operation-log row. An existing username
 * (whatever its case) is refused with error.usernameTaken and nothing is written.
 */
export async function createOperator(
  db: Db,
  operator: NewOperator,
  command: string,
): Promise<{ userId: number; orgId: number }> {
  const passwordHash = await hashPassword(operator.password);
  return db.transaction(async (tx) => {
    await throwIfUsernameTaken(tx, operator.username);
    const at = now();
    const orgId = await ensurePlatformOrg(tx, at);
    const [user] = await tx
      .insert(users)
      .values({
        username: operator.username,
        passwordHash,
        userName: operator.userName,
        kind: UserKindCode.operator,
        memberClass: MemberClass.enterprise,
        orgId,
        createdAt: at,
      })
      .returning({ id: users.id });
    await grantRole(tx, user.id, RoleCode.operator);
    await recordOperation(
      tx,
      { userId: null, username: command, ip: null },
      {
        action: createOperatorAction.action,
        targetType: 'user',
        targetId: user.id,
        targetName: operator.username,
        result: 'success',
      },
    );
    return { userId: user.id, orgId };
  });
}

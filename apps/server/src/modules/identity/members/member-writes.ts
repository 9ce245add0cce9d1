import { randomInt } from 'node:crypto';
import type * as calls from '@procuremart/contract';
import { KIND_OF_ORG_TYPE, kindFromCode, type MemberRow, memberMachine } from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { forgetCachedActors } from '../../../platform/actor-cache';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { fieldError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { recordCreation } from '../../../platform/steps/record-creation';
import { takeSteps } from '../../../platform/steps/take-steps';
import { violatedUniqueConstraint } from '../../../platform/unique-violation';
import { grantableRolesOf, ownRoleIds, setManageableRoles } from '../../access';
import { byUsername } from '../login';
import { hashPassword } from '../password';
import { users } from '../tables';
import { endSessionsOf } from './end-sessions';
import { loadMember } from './member-list';
import { memberForRead, memberForWrite, placementColumns, placementFor } from './member-placement';
import { memberSteps } from './member-steps';

/** A new member's fields, as the form and the import give them. */
export interface NewMember {
  username: string;
  password: string;
  userName: string;
  employeeNo: string;
  mobile: string;
  email: string;
}

/**
 * Adds a member placed in an organisation or department (checked for the actor by placementFor): its kind and
 * class follow the organisation, its initial password must change at the first sign-in, and it has no role yet.
 */
export async function createMember(tx: Tx, actor: Actor, member: NewMember, orgId: number): Promise<number> {
  const placement = await placementFor(tx, actor, orgId);
  const [taken] = await tx.select({ id: users.id }).from(users).where(byUsername(member.username));
  if (taken) throw fieldError('member.usernameTaken', 'username');
  const at = now();
  try {
    const [created] = await tx
      .insert(users)
      .values({
        username: member.username,
        passwordHash: await hashPassword(member.password),
        userName: member.userName,
        kind: KIND_OF_ORG_TYPE[placement.orgType] ?? 1,
        memberClass: placement.topMemberClass,
        ...placementColumns(placement),
        employeeNo: member.employeeNo,
        mobile: member.mobile,
        email: member.email === '' ? null : member.email,
        mustChangePassword: true,
        createdAt: at,
      })
      .returning({ id: users.id, status: users.status });
    await recordCreation(tx, memberMachine, { targetId: created.id, status: created.status, actor, at });
    return created.id;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'users_username_key')
      throw fieldError('member.usernameTaken', 'username');
    throw error;
  }
}

export async function addMember(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.addMember>,
): Promise<MemberRow> {
  const orgId = input.orgId ? parseId(input.orgId) : actor.kind === 'operator' ? null : actor.orgId;
  if (orgId === null) throw fieldError('member.orgRequired', 'orgId');
  const id = await createMember(tx, actor, input, orgId);
  return loadMember(tx, id, actor);
}

export async function updateMember(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.updateMember>,
): Promise<MemberRow> {
  const member = await memberForWrite(tx, actor, parseId(input.userId));
  await tx
    .update(users)
    .set({
      userName: input.userName,
      employeeNo: input.employeeNo,
      mobile: input.mobile,
      email: input.email === '' ? null : input.email,
    })
    .where(eq(users.id, member.id));
  return loadMember(tx, member.id, actor);
}

/** Disables or enables a member (the member machine); a disabled member's sessions end at once. */
export async function dealMember(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.dealMember>,
): Promise<MemberRow> {
  const id = parseId(input.userId);
  await takeSteps(tx, memberSteps, { ids: [id], event: input.event, actor, remark: input.remark });
  if (input.event === 'disable') await endSessionsOf(tx, id);
  return loadMember(tx, id, actor);
}

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIALS = '#@$%&*!';
const pick = (chars: string) => chars[randomInt(chars.length)]!;

/** A temporary password of 12 that meets SPEC §5 (a letter, a digit and a special character, shuffled). */
export function temporaryPassword(): string {
  const chars = [pick(LETTERS), pick(DIGITS), pick(SPECIALS)];
  while (chars.length < 12) chars.push(pick(LETTERS + DIGITS));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * Resets a member's password to the one given or a temporary one (answered once, never stored in clear): the
 * member is signed out and must change it at the next sign-in.
 */
export async function resetMemberPassword(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.resetPassword>,
): Promise<{ userId: string; temporaryPassword: string | null }> {
  const member = await memberForWrite(tx, actor, parseId(input.userId));
  if (member.id === actor.userId) throw fieldError('member.self', 'userId');
  const temporary = input.password === undefined ? temporaryPassword() : null;
  const passwordHash = await hashPassword(input.password ?? temporary ?? '');
  await tx.update(users).set({ passwordHash, mustChangePassword: true }).where(eq(users.id, member.id));
  await endSessionsOf(tx, member.id);
  return { userId: String(member.id), temporaryPassword: temporary };
}

type GrantableRole = z.infer<typeof calls.grantableRoleSchema>;

/** The roles the actor may grant this member, each with whether the member holds it. */
async function grantableFor(db: Db | Tx, actor: Actor, member: { id: number; kind: number }) {
  const roles = await grantableRolesOf(db, actor, kindFromCode(member.kind));
  const held = await ownRoleIds(db, member.id);
  return roles.map(
    (role): GrantableRole => ({ ...role, roleId: String(role.roleId), granted: held.has(role.roleId) }),
  );
}

export async function queryGrantable(db: Db, actor: Actor, userId: string): Promise<GrantableRole[]> {
  return grantableFor(db, actor, await memberForRead(db, actor, parseId(userId)));
}

/** Sets which grantable roles a member holds; a role the actor may not grant it is refused, nothing written. */
export async function authoriseMember(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.authoriseMember>,
): Promise<MemberRow> {
  const member = await memberForWrite(tx, actor, parseId(input.userId));
  const grantable = await grantableFor(tx, actor, member);
  const ids = new Set(grantable.map((role) => role.roleId));
  if (input.roleIds.some((roleId) => !ids.has(roleId)))
    throw fieldError('member.roleNotGrantable', 'roleIds');
  await setManageableRoles(
    tx,
    member.id,
    grantable.map((role) => parseId(role.roleId)),
    [...new Set(input.roleIds)].map(parseId),
  );
  forgetCachedActors();
  return loadMember(tx, member.id, actor);
}

/** Post transfer: the member moves to another department of its own organisation (or to the organisation). */
export async function transferMember(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.transferMember>,
): Promise<MemberRow> {
  const member = await memberForWrite(tx, actor, parseId(input.userId));
  const placement = await placementFor(tx, actor, parseId(input.orgId)).catch((error) => {
    throw error instanceof Error && error.message === 'org.notFound'
      ? fieldError('member.otherEnterprise', 'orgId')
      : error;
  });
  if (placement.topId !== member.orgId) throw fieldError('member.otherEnterprise', 'orgId');
  await tx.update(users).set(placementColumns(placement)).where(eq(users.id, member.id));
  return loadMember(tx, member.id, actor);
}

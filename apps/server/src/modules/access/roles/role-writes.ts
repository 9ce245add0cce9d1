import type * as calls from '@procuremart/contract';
import { ErrorCode, type RoleRow, RoleStatus, roleMachine } from '@procuremart/contract';
import { count, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { forgetCachedActors } from '../../../platform/actor-cache';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { BusinessError, fieldError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { recordCreation } from '../../../platform/steps/record-creation';
import { takeSteps } from '../../../platform/steps/take-steps';
import { violatedUniqueConstraint } from '../../../platform/unique-violation';
import { orgRoles, roleMenus, roles, userRoles } from '../tables';
import { BUILT_IN_ROLES, loadRole, roleInScope } from './role-list';
import { roleNotFound, roleSteps } from './role-steps';

/** A role the actor may manage, locked for the write (`role.notFound` outside the actor's scope). */
export async function roleForWrite(tx: Tx, actor: Actor, roleId: number) {
  const [role] = await tx.select().from(roles).where(roleInScope(actor, roleId)).for('update');
  if (!role) throw roleNotFound();
  return role;
}

export async function createRole(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.creatRole>,
): Promise<RoleRow> {
  const [taken] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, input.roleCode));
  if (taken) throw fieldError('role.codeTaken', 'roleCode');
  try {
    const [created] = await tx
      .insert(roles)
      .values({ ...input, status: RoleStatus.active })
      .returning({ id: roles.id });
    await recordCreation(tx, roleMachine, {
      targetId: created.id,
      status: RoleStatus.active,
      actor,
      at: now(),
    });
    return loadRole(tx, created.id, actor);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'roles_role_code_key')
      throw fieldError('role.codeTaken', 'roleCode');
    throw error;
  }
}

export async function updateRole(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.updateRole>,
): Promise<RoleRow> {
  const role = await roleForWrite(tx, actor, parseId(input.roleId));
  await tx
    .update(roles)
    .set({ roleName: input.roleName, roleNameEn: input.roleNameEn })
    .where(eq(roles.id, role.id));
  return loadRole(tx, role.id, actor);
}

/** Stops or restarts a role (the role machine): its holders' next request is gated by the change. */
export async function stepRole(
  tx: Tx,
  actor: Actor,
  event: 'stop' | 'restart',
  input: ParsedInput<typeof calls.stopRole>,
): Promise<RoleRow> {
  const id = parseId(input.roleId);
  await takeSteps(tx, roleSteps, { ids: [id], event, actor, remark: input.remark });
  forgetCachedActors();
  return loadRole(tx, id, actor);
}

/** Deletes a role nobody holds, with its menus and organisation grants; a built-in role never. */
export async function deleteRole(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof calls.deleteRole>,
): Promise<{ roleId: string }> {
  const role = await roleForWrite(tx, actor, parseId(input.roleId));
  if (BUILT_IN_ROLES.includes(role.roleCode)) throw new BusinessError(ErrorCode.business, 'role.builtIn');
  const [held] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, role.id));
  const holders = Number(held?.n ?? 0);
  if (holders > 0) throw new BusinessError(ErrorCode.business, 'role.inUse', { count: holders });
  await tx.delete(roleMenus).where(eq(roleMenus.roleId, role.id));
  await tx.delete(orgRoles).where(eq(orgRoles.roleId, role.id));
  await tx.delete(roles).where(eq(roles.id, role.id));
  return { roleId: String(role.id) };
}

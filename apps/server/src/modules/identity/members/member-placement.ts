import { ErrorCode } from '@procuremart/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError, fieldError } from '../../../platform/errors';
import { type OrgPlacement, orgsTrading, placementOf } from '../../org';
import { users } from '../tables';
import { memberScope } from './member-list';
import { memberNotFound } from './member-steps';

/** A member the actor may manage, locked for the write (`member.notFound` outside the actor's scope). */
export async function memberForWrite(tx: Tx, actor: Actor, userId: number) {
  const [member] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), memberScope(actor)) as SQL)
    .for('update');
  if (!member) throw memberNotFound();
  return member;
}

/** A member the actor may see, for a read. */
export async function memberForRead(db: Db, actor: Actor, userId: number) {
  const [member] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), memberScope(actor)) as SQL);
  if (!member) throw memberNotFound();
  return member;
}

/**
 * The organisation or department a member is placed in, checked for the actor: it exists, it is the actor's own
 * organisation's (an enterprise administrator's; an operator's choice is free) and it is in operation.
 */
export async function placementFor(db: Db | Tx, actor: Actor, orgId: number): Promise<OrgPlacement> {
  const placement = await placementOf(db, orgId);
  const visible = placement && (actor.kind === 'operator' || placement.topId === actor.orgId);
  if (!visible) throw new BusinessError(ErrorCode.business, 'org.notFound', {}, 'orgId');
  if (!(await orgsTrading(db, [placement.orgId]))) throw fieldError('member.orgNotTrading', 'orgId');
  return placement;
}

/** users.org_id is the top organisation, org_unit_id the department (none when placed at the top). */
export const placementColumns = (placement: OrgPlacement) => ({
  orgId: placement.topId,
  orgUnitId: placement.parentId === null ? null : placement.orgId,
});

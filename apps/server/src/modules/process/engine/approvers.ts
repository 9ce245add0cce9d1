import { type ApproverSpec, MemberStatus, RoleCode, StationStatus } from '@procuremart/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { heldRoleIds } from '../../access';
import { roles, stationMembers, stations } from '../../access/shared-tables';
import { users } from '../../identity/shared-tables';
import { orgWithDepartments, placementOf } from '../../org';

/** Where a run's approvers are looked for. */
export interface ApproverContext {
  /** The subject's top organisation and its departments. */
  orgIds: number[];
  applicantUserId: number;
}

/**
 * Enabled users of `orgIds` (null: anywhere) holding an enabled role of this code, their own or through a station,
 * never the applicant.
 */
async function roleHolders(db: Db | Tx, roleCode: string, orgIds: number[] | null, applicantUserId: number) {
  if (orgIds?.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(roles, sql`${roles.id} in ${heldRoleIds(users.id)}`)
    .where(
      and(
        eq(roles.roleCode, roleCode),
        eq(roles.status, 1),
        eq(users.status, MemberStatus.enabled),
        orgIds === null ? undefined : inArray(users.orgId, orgIds),
        ne(users.id, applicantUserId),
      ),
    );
  return rows.map((row) => row.id);
}

/** Whether a user is an enabled member of the approval's organisation and not its applicant. */
export async function isEnabledMember(
  db: Db | Tx,
  userId: number,
  context: ApproverContext,
): Promise<boolean> {
  if (userId === context.applicantUserId || context.orgIds.length === 0) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.status, MemberStatus.enabled), inArray(users.orgId, context.orgIds)),
    );
  return row !== undefined;
}

type Resolver<K extends ApproverSpec['kind']> = (
  db: Db | Tx,
  spec: Extract<ApproverSpec, { kind: K }>,
  context: ApproverContext,
) => Promise<number[]>;

/** Enabled members of an active station of the organisation, never the applicant. */
async function stationHolders(db: Db | Tx, stationId: number, context: ApproverContext) {
  if (context.orgIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(stationMembers)
    .innerJoin(stations, eq(stations.id, stationMembers.stationId))
    .innerJoin(users, eq(users.id, stationMembers.userId))
    .where(
      and(
        eq(stations.id, stationId),
        eq(stations.status, StationStatus.active),
        inArray(stations.orgId, context.orgIds),
        eq(users.status, MemberStatus.enabled),
        ne(users.id, context.applicantUserId),
      ),
    );
  return rows.map((row) => row.id);
}

/** How each kind of approver is found. */
const resolvers: { [K in ApproverSpec['kind']]: Resolver<K> } = {
  role: (db, spec, context) => roleHolders(db, spec.roleCode, context.orgIds, context.applicantUserId),
  user: async (db, spec, context) =>
    (await isEnabledMember(db, Number(spec.userId), context)) ? [Number(spec.userId)] : [],
  /** The approvers of the applicant's department, else of the nearest department (or organisation) above it. */
  deptHead: async (db, _spec, context) => {
    const [applicant] = await db
      .select({ orgId: users.orgId })
      .from(users)
      .where(eq(users.id, context.applicantUserId));
    let deptId = applicant?.orgId ?? null;
    while (deptId !== null) {
      const holders = await roleHolders(db, RoleCode.approver, [deptId], context.applicantUserId);
      if (holders.length > 0) return holders;
      deptId = (await placementOf(db, deptId))?.parentId ?? null;
    }
    return [];
  },
  station: (db, spec, context) => stationHolders(db, Number(spec.stationId), context),
};

const resolve = <K extends ApproverSpec['kind']>(
  db: Db | Tx,
  spec: ApproverSpec & { kind: K },
  context: ApproverContext,
) => (resolvers[spec.kind] as Resolver<K>)(db, spec as Extract<ApproverSpec, { kind: K }>, context);

/** A level's approvers, each once, in the order the level names them. */
export async function levelApprovers(
  db: Db | Tx,
  specs: readonly ApproverSpec[],
  context: ApproverContext,
): Promise<number[]> {
  const found: number[] = [];
  for (const spec of specs) found.push(...(await resolve(db, spec, context)));
  return [...new Set(found)];
}

/**
 * Who takes a level whose approvers are all gone (none holds the role any more, the named person left…): the
 * organisation's administrators; failing them, the platform's operation administrators. An approval never
 * stalls without someone to decide it.
 */
export async function escalationApprovers(db: Db | Tx, context: ApproverContext): Promise<number[]> {
  const admins = await roleHolders(db, RoleCode.orgAdmin, context.orgIds, context.applicantUserId);
  if (admins.length > 0) return admins;
  return roleHolders(db, RoleCode.operator, null, context.applicantUserId);
}

/** The top organisation of an organisation or department, and every department under it. */
export async function approverContext(
  db: Db | Tx,
  orgId: number,
  applicantUserId: number,
): Promise<ApproverContext & { topId: number }> {
  const topId = (await placementOf(db, orgId))?.topId ?? orgId;
  return { topId, orgIds: await orgWithDepartments(db, topId), applicantUserId };
}

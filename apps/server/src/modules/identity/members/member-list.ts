import { type MemberRow, memberRowSchema, type Page, queryMemberList } from '@procuremart/contract';
import { count, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { filtersOf, subtree } from '../../../platform/list-filters';
import { custom, defineListQuery, readRecord, runList } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { rowScope } from '../../../platform/scope';
import { eventsAllowed } from '../../../platform/steps/allowed-events';
import { roles, userRoles } from '../../access/shared-tables';
import { orgs } from '../../org/shared-tables';
import { users } from '../tables';
import { memberNotFound, memberOwners, memberSteps } from './member-steps';

type Query = ParsedInput<typeof queryMemberList>;

const topOrg = alias(orgs, 'member_org');
const dept = alias(orgs, 'member_dept');
const orgTree = { table: orgs, id: orgs.id, parentId: orgs.parentId };

/** The member's active role names, joined, in one language's column. */
const roleNamesOf = (column: typeof roles.roleName | typeof roles.roleNameEn, separator: string) =>
  sql<string>`array_to_string(array(select ${column} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${users.id} and ${roles.status} = 1 order by ${roles.roleCode}), ${separator})`;

const memberRow = rowReader(memberRowSchema.omit({ actions: true }), users, {
  userId: users.id,
  orgName: topOrg.name,
  orgNameEn: topOrg.nameEn,
  orgType: topOrg.orgType,
  deptId: users.orgUnitId,
  deptName: dept.name,
  mobile: sql<string>`coalesce(${users.mobile}, '')`,
  email: sql<string>`coalesce(${users.email}, '')`,
  roleCodes: sql<
    string[]
  >`array(select ${roles.roleCode} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
      where ${userRoles.userId} = ${users.id} and ${roles.status} = 1 order by ${roles.roleCode})`,
  roleNames: roleNamesOf(roles.roleName, '、'),
  roleNamesEn: roleNamesOf(roles.roleNameEn, ', '),
});

type Selected = Record<string, unknown> & { user: typeof users.$inferSelect };

/**
 * The members an actor may see: an enterprise administrator its own organisation's, an operator everyone's, or
 * what their stations' data permission for members reaches (a department, a zone).
 */
export const memberScope = (actor: Actor): SQL | undefined => rowScope(actor, memberOwners);

/**
 * Members as the actor reads them (its scope), each row with the steps the actor may take on it; without an
 * actor (the export's list, which applies the exporter's scope itself) no scope and no actions.
 */
export const memberList = (actor: Actor | null) =>
  defineListQuery<Query>()({
    rows: (db) =>
      db
        .select({ ...memberRow.columns, user: users })
        .from(users)
        .innerJoin(topOrg, eq(topOrg.id, users.orgId))
        .leftJoin(dept, eq(dept.id, users.orgUnitId))
        .$dynamic(),
    count: (db) =>
      db.select({ total: count() }).from(users).innerJoin(topOrg, eq(topOrg.id, users.orgId)).$dynamic(),
    where: actor ? memberScope(actor) : undefined,
    filters: filtersOf(queryMemberList, {
      userName: users.userName,
      username: users.username,
      mobile: users.mobile,
      orgType: topOrg.orgType,
      orgId: users.orgId,
      // A department and everything under it; the organisation itself takes its members without a department.
      deptId: custom(
        (id: string) => sql`coalesce(${users.orgUnitId}, ${users.orgId}) in ${subtree(orgTree, parseId(id))}`,
      ),
      roleCode: custom((code: string) =>
        exists(
          sql`(select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
            where ${userRoles.userId} = ${users.id} and ${roles.roleCode} = ${code})`,
        ),
      ),
      status: users.status,
    }),
    sorts: { createdAt: users.createdAt, username: users.username, lastLoginAt: users.lastLoginAt },
    defaultOrder: [desc(users.createdAt)],
    tieBreaker: users.id,
    map: (row: Selected): MemberRow => ({
      ...memberRow.toRow(row),
      actions: actor ? eventsAllowed(memberSteps, row.user, actor, {}) : [],
    }),
  });

export const listMembers = (db: Db, actor: Actor, input: Query): Promise<Page<MemberRow>> =>
  runList(db, memberList(actor), input);

/** One member as its row shows it, in the actor's scope (`member.notFound` outside it). */
export const loadMember = (db: Db | Tx, id: number, actor: Actor): Promise<MemberRow> =>
  readRecord(db, memberList(actor), eq(users.id, id), memberNotFound);

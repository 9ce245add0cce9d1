import {
  ErrorCode,
  type getIndividualDetail,
  type IndividualDetail,
  MemberClass,
  type saveIndividual,
} from '@procuremart/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { BusinessError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { recordWithHistory } from '../../../platform/steps/record-calls';
import { updateIndividualOrg } from '../../org';
import { orgs } from '../../org/shared-tables';
import { individualOrg } from '../registration';
import { users } from '../tables';
import { loadMember } from './member-list';
import { memberSteps } from './member-steps';

const individualNotFound = () => new BusinessError(ErrorCode.notFound, 'member.individualNotFound');

/** The account of an individual member's organisation (a top one of member class individual), or E404. */
async function individualOf(db: Db | Tx, orgIdText: string) {
  const orgId = parseId(orgIdText);
  const [row] = await db
    .select({
      orgId: orgs.id,
      userId: users.id,
      username: users.username,
      orgState: orgs.state,
      address: orgs.address,
      orgVersion: orgs.version,
    })
    .from(orgs)
    .innerJoin(users, eq(users.orgId, orgs.id))
    .where(and(eq(orgs.id, orgId), eq(orgs.memberClass, MemberClass.individual), isNull(orgs.parentId)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!row) throw individualNotFound();
  return row;
}

const memberWithHistory = recordWithHistory(memberSteps, 'userId', loadMember);

/** An individual member: its account as the member detail reads it (history included) and its organisation. */
export async function loadIndividual(
  db: Db,
  actor: Actor,
  input: ParsedInput<typeof getIndividualDetail>,
): Promise<IndividualDetail> {
  const found = await individualOf(db, input.orgId);
  const member = await memberWithHistory({ db, actor, input: { userId: String(found.userId) } });
  return { ...member, orgState: found.orgState, address: found.address, orgVersion: found.orgVersion };
}

/**
 * Edits an individual member: the person (name, employee number, mobile, e-mail) and its organisation, whose
 * name and contact follow the person (as a personal registration made them) and whose address is the person's.
 */
export async function saveIndividualMember(tx: Tx, actor: Actor, input: ParsedInput<typeof saveIndividual>) {
  const found = await individualOf(tx, input.orgId);
  await updateIndividualOrg(tx, found.orgId, input.orgVersion, {
    name: individualOrg(input.userName, found.username).name,
    contactName: input.userName,
    contactMobile: input.mobile,
    address: input.address,
  });
  await tx
    .update(users)
    .set({
      userName: input.userName,
      employeeNo: input.employeeNo,
      mobile: input.mobile,
      email: input.email === '' ? null : input.email,
    })
    .where(eq(users.id, found.userId));
  const member = await loadMember(tx, found.userId, actor);
  return { ...member, orgState: found.orgState, address: input.address, orgVersion: input.orgVersion + 1 };
}

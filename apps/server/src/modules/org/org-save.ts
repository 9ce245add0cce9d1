import {
  ErrorCode,
  ORG_PERMISSION,
  type OrgRow,
  OrgState,
  OrgType,
  orgEvents,
  orgMachine,
  type saveOrg as saveOrgCall,
  type transferOrg as transferOrgCall,
} from '@procuremart/contract';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { ParsedInput } from '../../platform/bind-call';
import { now } from '../../platform/clock';
import { BusinessError, fieldError, forbiddenError, staleVersionError } from '../../platform/errors';
import { parseId } from '../../platform/ids';
import { publish } from '../../platform/steps/domain-events';
import { recordCreation } from '../../platform/steps/record-creation';
import { violatedUniqueConstraint } from '../../platform/unique-violation';
import { inSubtree, loadOrg } from './org-list';
import { isTrading, orgNotFound } from './org-steps';
import { orgs } from './tables';

type SaveInput = ParsedInput<typeof saveOrgCall>;
type Org = typeof orgs.$inferSelect;

/** Each unique index's refusal, under its field (also when a concurrent save slipped past the checks). */
const TAKEN: Record<string, () => BusinessError> = {
  org_name_key: () => fieldError('error.orgNameTaken', 'name'),
  org_parent_name_key: () => fieldError('org.childNameTaken', 'name'),
  org_credit_code_key: () => fieldError('error.creditCodeTaken', 'creditCode'),
  org_code_key: () => fieldError('org.codeTaken', 'code'),
};

async function lockOrg(tx: Tx, orgId: number): Promise<Org> {
  const [org] = await tx.select().from(orgs).where(eq(orgs.id, orgId)).for('update');
  if (!org) throw orgNotFound();
  return org;
}

async function lockParent(tx: Tx, parentId: number): Promise<Org> {
  const [parent] = await tx.select().from(orgs).where(eq(orgs.id, parentId)).for('update');
  if (!parent) throw fieldError('org.parentNotFound', 'parentId');
  if (!isTrading(parent.state)) throw fieldError('org.parentNotTrading', 'parentId');
  return parent;
}

/** Operating organisations need operateOrgAdd/operateOrgEdit; enterprises and suppliers outerEnterpriseEdit. */
function throwIfMayNotSave(actor: Actor, orgType: string, creating: boolean): void {
  // An enterprise administrator: innerEnterPriseOrg, its own tree checked by throwIfOutsideOwnTree.
  if (actor.kind === 'purchaser') {
    if (!actor.menuCodes.includes(ORG_PERMISSION.ownOrg)) throw forbiddenError();
    return;
  }
  const code =
    orgType !== OrgType.platform
      ? ORG_PERMISSION.editExternal
      : creating
        ? ORG_PERMISSION.addInner
        : ORG_PERMISSION.editInner;
  if (!actor.menuCodes.includes(code)) throw forbiddenError();
}

/**
 * An enterprise administrator works on its own organisation's departments only: the organisation (or, adding,
 * the parent) must be in its own tree, and an edited or moved one a department (its own top organisation is the
 * operators'). Anything else does not exist for it (E404). Operators pass.
 */
async function throwIfOutsideOwnTree(
  tx: Tx,
  actor: Actor,
  orgId: number,
  department: boolean,
): Promise<void> {
  if (actor.kind === 'operator') return;
  const [inside] =
    actor.orgId === null
      ? []
      : await tx
          .select({ id: orgs.id })
          .from(orgs)
          .where(and(eq(orgs.id, orgId), inSubtree(actor.orgId)));
  if (!inside || (department && orgId === actor.orgId)) throw orgNotFound();
}

/** The first taken unique value among the organisation's name, credit code and code (other than itself). */
async function throwIfTaken(tx: Tx, fields: typeof orgs.$inferInsert, exceptId?: number): Promise<void> {
  const other = (condition: SQL) => (exceptId ? and(condition, ne(orgs.id, exceptId)) : condition);
  const taken = async (condition: SQL) =>
    (await tx.select({ id: orgs.id }).from(orgs).where(other(condition)).limit(1)).length > 0;
  const sameName =
    fields.parentId == null
      ? and(eq(orgs.name, fields.name), isNull(orgs.parentId))
      : and(eq(orgs.name, fields.name), eq(orgs.parentId, fields.parentId));
  if (await taken(sameName as SQL))
    throw TAKEN[fields.parentId == null ? 'org_name_key' : 'org_parent_name_key']!();
  if (fields.creditCode && (await taken(eq(orgs.creditCode, fields.creditCode))))
    throw TAKEN.org_credit_code_key!();
  if (fields.code && (await taken(eq(orgs.code, fields.code)))) throw TAKEN.org_code_key!();
}

/** Runs a write in a savepoint so that a unique index broken concurrently still answers its field message. */
async function writeOrg(tx: Tx, actor: Actor, work: (tx: Tx) => Promise<number>): Promise<OrgRow> {
  try {
    const orgId = await tx.transaction(work);
    return await loadOrg(tx, actor, orgId);
  } catch (error) {
    const taken = TAKEN[violatedUniqueConstraint(error) ?? ''];
    if (taken) throw taken();
    throw error;
  }
}

const editable = (input: SaveInput) => ({
  name: input.name,
  nameEn: input.nameEn,
  code: input.code || null,
  creditCode: input.creditCode || null,
  address: input.address,
  contactName: input.contactName,
  contactMobile: input.contactMobile,
  sortNo: input.sortNo,
});

/**
 * Creates a top organisation or a department (of its parent's type and class, under a parent in operation), or
 * edits one at the version read. A top enterprise or supplier needs its credit code.
 */
export function saveOrg(tx: Tx, actor: Actor, input: SaveInput): Promise<OrgRow> {
  return writeOrg(tx, actor, async (tx) => {
    const at = now();
    if (input.orgId) {
      const orgId = parseId(input.orgId);
      await throwIfOutsideOwnTree(tx, actor, orgId, true);
      const org = await lockOrg(tx, orgId);
      throwIfMayNotSave(actor, org.orgType, false);
      if (org.version !== input.version) throw staleVersionError();
      const fields = { ...editable(input), parentId: org.parentId };
      throwIfNoCreditCode(org.parentId, org.orgType, fields.creditCode);
      await throwIfTaken(
        tx,
        { ...fields, orgType: org.orgType, memberClass: org.memberClass, createdAt: at },
        orgId,
      );
      await tx
        .update(orgs)
        .set({ ...fields, version: sql`${orgs.version} + 1`, updatedAt: at })
        .where(eq(orgs.id, orgId));
      await publish(tx, [orgEvents.saved.of({ orgId })]);
      return orgId;
    }
    if (actor.kind !== 'operator' && input.parentId === null) throw forbiddenError();
    if (input.parentId !== null) await throwIfOutsideOwnTree(tx, actor, parseId(input.parentId), false);
    const parent = input.parentId === null ? null : await lockParent(tx, parseId(input.parentId));
    const orgType = parent?.orgType ?? input.orgType ?? OrgType.enterprise;
    throwIfMayNotSave(actor, orgType, true);
    const fields = {
      ...editable(input),
      parentId: parent?.id ?? null,
      orgType,
      memberClass: parent?.memberClass ?? input.memberClass,
      state: OrgState.operating,
      createdAt: at,
      updatedAt: at,
    };
    throwIfNoCreditCode(fields.parentId, orgType, fields.creditCode);
    await throwIfTaken(tx, fields);
    const [created] = await tx.insert(orgs).values(fields).returning({ id: orgs.id });
    await recordCreation(tx, orgMachine, { targetId: created.id, status: OrgState.operating, actor, at });
    await publish(tx, [orgEvents.saved.of({ orgId: created.id })]);
    return created.id;
  });
}

/** A top enterprise or supplier is registered under its unified social credit code (SPEC §5). */
function throwIfNoCreditCode(parentId: number | null, orgType: string, creditCode: string | null): void {
  if (parentId === null && orgType !== OrgType.platform && !creditCode)
    throw fieldError('validation.creditCodeRequired', 'creditCode');
}

/** The top organisation (enterprise, supplier, operating organisation) a department belongs to. */
async function topOf(tx: Tx, org: Org): Promise<number> {
  let current: Pick<Org, 'id' | 'parentId'> = org;
  while (current.parentId !== null) {
    const [parent] = await tx
      .select({ id: orgs.id, parentId: orgs.parentId })
      .from(orgs)
      .where(eq(orgs.id, current.parentId));
    if (!parent) break;
    current = parent;
  }
  return current.id;
}

/**
 * Moves a department, with everything under it, under another organisation of its own enterprise (its members
 * stay in the enterprise) that is in operation: never under itself or its own departments.
 */
export function transferOrg(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof transferOrgCall>,
): Promise<OrgRow> {
  return writeOrg(tx, actor, async (tx) => {
    const orgId = parseId(input.orgId);
    const parentId = parseId(input.parentId);
    await throwIfOutsideOwnTree(tx, actor, orgId, true);
    const org = await lockOrg(tx, orgId);
    if (org.version !== input.version) throw staleVersionError();
    if (org.parentId === null) throw new BusinessError(ErrorCode.business, 'org.notDepartment');
    const [cycle] = await tx
      .select({ id: orgs.id })
      .from(orgs)
      .where(and(eq(orgs.id, parentId), inSubtree(orgId)));
    if (cycle) throw fieldError('org.cycle', 'parentId');
    const top = await topOf(tx, org);
    const [inside] = await tx
      .select({ id: orgs.id })
      .from(orgs)
      .where(and(eq(orgs.id, parentId), inSubtree(top)));
    if (!inside) throw fieldError('org.otherEnterprise', 'parentId');
    await lockParent(tx, parentId);
    await throwIfTaken(tx, { ...org, parentId }, orgId);
    await tx
      .update(orgs)
      .set({ parentId, version: sql`${orgs.version} + 1`, updatedAt: now() })
      .where(eq(orgs.id, orgId));
    await publish(tx, [orgEvents.moved.of({ orgId, parentId })]);
    return orgId;
  });
}

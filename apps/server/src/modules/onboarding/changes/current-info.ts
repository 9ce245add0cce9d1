import {
  type AccountSet,
  ErrorCode,
  ORG_CHANGE_FIELDS,
  OrgApplicationKind,
  OrgApplicationState,
  OrgInfoChangeKind,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { BusinessError } from '../../../platform/errors';
import { applicationRecord } from '../../org';
import { orgs } from '../../org/shared-tables';
import { orgAccountSets } from './tables';

/** The merchant base info fields a change may set, and the account-set fields (the contract's ORG_CHANGE_FIELDS). */
export const MERCHANT_INFO_FIELDS = ORG_CHANGE_FIELDS[OrgInfoChangeKind.merchantInfo];
export const ACCOUNT_SET_FIELDS = ORG_CHANGE_FIELDS[OrgInfoChangeKind.accountSet];

const pick = (record: Record<string, unknown>, fields: readonly string[]): Record<string, string> =>
  Object.fromEntries(fields.map((field) => [field, String(record[field] ?? '')]));

/**
 * The live info of a kind: a supplier's merchant base info is its passed registration's (none for a supplier
 * registered before onboarding); an enterprise's account set is its approved one (none before the first).
 */
export async function currentInfo(
  db: Db | Tx,
  kind: string,
  orgId: number,
): Promise<Record<string, string> | null> {
  if (kind === OrgInfoChangeKind.merchantInfo) {
    const record = await applicationRecord(db, orgId);
    const live = record?.kind === OrgApplicationKind.supplier && record.state === OrgApplicationState.passed;
    return live ? pick(record, MERCHANT_INFO_FIELDS) : null;
  }
  const [set] = await db.select().from(orgAccountSets).where(eq(orgAccountSets.orgId, orgId));
  return set ? pick(set, ACCOUNT_SET_FIELDS) : null;
}

/** An enterprise's approved account set, for the operators' enterprise detail (E404 for no such organisation). */
export async function approvedAccountSet(db: Db | Tx, orgId: number) {
  const [org] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, orgId));
  if (!org) throw new BusinessError(ErrorCode.notFound, 'org.notFound');
  const [set] = await db.select().from(orgAccountSets).where(eq(orgAccountSets.orgId, orgId));
  return {
    accountSet: set ? (pick(set, ACCOUNT_SET_FIELDS) as AccountSet) : null,
    approvedAt: set ? set.approvedAt.toISOString() : null,
  };
}

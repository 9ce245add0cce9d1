import { OrgApplicationKind, type saveMyOrgApplication } from '@procuremart/contract';
import type { Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { ParsedInput } from '../../platform/bind-call';
import { fieldError } from '../../platform/errors';
import { parseId } from '../../platform/ids';
import { throwIfCategoriesUnknown } from '../catalog';
import { attachFile } from '../files';
import { type ApplicationDetails, applicationRecord, saveOwnApplication } from '../org';

type SaveInput = ParsedInput<typeof saveMyOrgApplication>;

/** A supplier's shop, bank and categories are required; an enterprise's registration has none. */
async function detailsOf(tx: Tx, kind: string, input: SaveInput): Promise<ApplicationDetails> {
  const {
    licenceFileId: _licence,
    shopName,
    bankName,
    bankAccount,
    categoryIds,
    brandNames,
    ...certified
  } = input;
  if (kind !== OrgApplicationKind.supplier) {
    const given = shopName || bankName || bankAccount || categoryIds?.length || brandNames;
    if (given) throw fieldError('orgAudit.supplierFieldsRefused', 'shopName');
    return certified;
  }
  const missing = Object.entries({ shopName, bankName, bankAccount, categoryIds }).find(
    ([, value]) => !value,
  );
  if (missing) throw fieldError('orgAudit.supplierFieldsRequired', missing[0]);
  const ids = [...new Set((categoryIds ?? []).map(parseId))];
  await throwIfCategoriesUnknown(tx, ids);
  return { ...certified, shopName, bankName, bankAccount, brandNames, categoryIds: ids };
}

/**
 * The applicant completes or fixes its own organisation's registration (`/authentication`): the licence
 * picture is its own fresh upload (or the one already attached); a refused registration goes back to review.
 */
export async function saveOwn(tx: Tx, actor: Actor, input: SaveInput): Promise<number> {
  const orgId = actor.orgId;
  const record = orgId === null ? null : await applicationRecord(tx, orgId);
  if (orgId === null || record === null) throw fieldError('orgAudit.notFound', 'companyName');
  const details = await detailsOf(tx, record.kind, input);
  const licenceFileId = await attachFile(tx, actor, input.licenceFileId, {
    recordType: 'orgApplication',
    recordId: orgId,
    group: 'image',
    field: 'licenceFileId',
  });
  await saveOwnApplication(tx, actor, { ...details, licenceFileId });
  return orgId;
}

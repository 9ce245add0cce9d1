import { type BrandAuthDetail, type BrandAuthRow, brandAuthMachine } from '@procuremart/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { idText, isoText } from '../../../platform/ids';
import { ownsRow } from '../../../platform/scope';
import { eventsAllowed } from '../../../platform/steps/allowed-events';
import { statusHistoryOf } from '../../../platform/steps/status-history';
import { toStoredFile } from '../../files';
import { storedFiles } from '../../files/shared-tables';
import { users } from '../../identity/shared-tables';
import { brands, suppliers } from '../tables';
import { authNotFound, brandAuthSteps } from './brand-auth-machine';
import { brandAuthLetters, brandAuths } from './tables';
import { chinaToday, isExpired } from './validity';

/** Authorisation columns with the supplier's and brand's names and who changed it last. */
export const authColumns = {
  auth: brandAuths,
  supplierName: suppliers.name,
  supplierNameEn: suppliers.nameEn,
  brandName: brands.brandName,
  brandNameEn: brands.brandNameEn,
  updatedByName: users.username,
};
export type AuthJoined = {
  auth: typeof brandAuths.$inferSelect;
  supplierName: string;
  supplierNameEn: string;
  brandName: string;
  brandNameEn: string;
  updatedByName: string | null;
};

export const authFrom = (db: Db | Tx) =>
  db
    .select(authColumns)
    .from(brandAuths)
    .innerJoin(suppliers, eq(suppliers.id, brandAuths.supplierId))
    .innerJoin(brands, eq(brands.id, brandAuths.brandId))
    .leftJoin(users, eq(users.id, brandAuths.updatedBy));

/** A row with the steps `actor` may take on it now (the machine's table and guards: the page restates none). */
export function toAuthRow(
  { auth, supplierName, supplierNameEn, brandName, brandNameEn, updatedByName }: AuthJoined,
  today: string,
  actor: Actor,
): BrandAuthRow {
  return {
    authId: idText(auth.id),
    supplierId: idText(auth.supplierId),
    supplierName,
    supplierNameEn,
    brandId: idText(auth.brandId),
    brandName,
    brandNameEn,
    validFrom: auth.validFrom,
    validTo: auth.validTo,
    status: auth.status,
    expired: isExpired(auth, today),
    remark: auth.remark,
    reason: auth.reason,
    appliedAt: isoText(auth.appliedAt),
    updatedAt: isoText(auth.updatedAt),
    updatedBy: updatedByName,
    actions: eventsAllowed(brandAuthSteps, auth, actor, { today }),
  };
}

/** One authorisation the actor may see (a supplier only its own); another's answers "not found". */
export async function loadAuthRow(db: Db | Tx, actor: Actor, authId: number): Promise<BrandAuthRow> {
  const [row] = await authFrom(db).where(eq(brandAuths.id, authId));
  if (!row || !ownsRow(actor, row.auth)) throw authNotFound();
  return toAuthRow(row, chinaToday(), actor);
}

/** The authorisation with its letters and status history (newest first). */
export async function loadAuthDetail(db: Db | Tx, actor: Actor, authId: number): Promise<BrandAuthDetail> {
  const row = await loadAuthRow(db, actor, authId);
  const letters = await db
    .select({ file: storedFiles })
    .from(brandAuthLetters)
    .innerJoin(storedFiles, eq(storedFiles.id, brandAuthLetters.fileId))
    .where(eq(brandAuthLetters.authId, authId))
    .orderBy(asc(brandAuthLetters.sortNo));
  return {
    ...row,
    letters: letters.map((l) => toStoredFile(l.file)),
    history: await statusHistoryOf(db, brandAuthMachine, authId, { id: users.id, name: users.username }),
  };
}

import { type OrgApplicationDetail, orgApplicationMachine } from '@procuremart/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { statusHistoryOf } from '../../platform/steps/status-history';
import { userNames } from '../../platform/user-names';
import { categories } from '../catalog/shared-tables';
import { toStoredFile } from '../files';
import { storedFiles } from '../files/shared-tables';
import { applicationRecord, loadApplication } from '../org';

/** One organisation's registration with its licence, its categories' names and its history, newest first. */
export async function loadApplicationDetail(
  db: Db | Tx,
  actor: Actor,
  orgId: number,
): Promise<OrgApplicationDetail> {
  const row = await loadApplication(db, actor, orgId);
  const record = await applicationRecord(db, orgId);
  const [licence] = record?.licenceFileId
    ? await db.select().from(storedFiles).where(eq(storedFiles.id, record.licenceFileId))
    : [];
  const ids = record?.categoryIds ?? [];
  const names =
    ids.length === 0
      ? []
      : await db
          .select({ id: categories.id, name: categories.name, nameEn: categories.nameEn })
          .from(categories)
          .where(inArray(categories.id, ids));
  return {
    ...row,
    licence: licence ? toStoredFile(licence) : null,
    categories: names.map((c) => ({ categoryId: String(c.id), name: c.name, nameEn: c.nameEn })),
    history: await statusHistoryOf(db, orgApplicationMachine, orgId, userNames()),
  };
}

/** The caller's own organisation's registration, or null when it registered without one. */
export async function loadOwnApplication(db: Db, actor: Actor): Promise<OrgApplicationDetail | null> {
  if (actor.orgId === null || (await applicationRecord(db, actor.orgId)) === null) return null;
  return loadApplicationDetail(db, actor, actor.orgId);
}

import {
  type BrandAuthDetail,
  type BrandAuthRow,
  BusinessKind,
  brandAuthMachine,
  brandAuthRowSchema,
  queryBrandAuthAuditList,
} from '@procuremart/contract';
import { and, asc, count, desc, eq, not } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { appliedApart, filtersOf } from '../../../platform/list-filters';
import { custom, defineListQuery, readRecord } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { rowScope } from '../../../platform/scope';
import { eventsAllowed } from '../../../platform/steps/allowed-events';
import { statusHistoryOf } from '../../../platform/steps/status-history';
import { toStoredFile } from '../../files';
import { storedFiles } from '../../files/shared-tables';
import { users } from '../../identity/shared-tables';
import { subjectApprovalHistory } from '../../process';
import { holdsAuditTask, withHeldDecisions } from '../../process/shared-tables';
import { brands, suppliers } from '../tables';
import { authNotFound, brandAuthSteps } from './brand-auth-machine';
import { brandAuthLetters, brandAuths } from './tables';
import { chinaToday, expiredFlag, expiredWhere } from './validity';

type Query = ParsedInput<typeof queryBrandAuthAuditList>;

/** The audit's decisions: listed only to the operator holding the open task of the authorisation's audit. */
const AUDIT_DECISIONS = ['approve', 'reject'] as const;

/** An authorisation row's columns: its own, the supplier's and brand's names and who changed it last. */
const authRow = (today: string) =>
  rowReader(brandAuthRowSchema.omit({ actions: true }), brandAuths, {
    authId: brandAuths.id,
    supplierName: suppliers.name,
    supplierNameEn: suppliers.nameEn,
    brandName: brands.brandName,
    brandNameEn: brands.brandNameEn,
    expired: expiredFlag(today),
    updatedBy: users.username,
  });

type Selected = Record<string, unknown> & { auth: typeof brandAuths.$inferSelect; holdsTask: boolean };

// The supplier's list and the operators' list share one query; the supplier's is scoped to its own rows
// from the session (rowScope), the operators' adds a supplier filter.
export const brandAuthList = (actor: Actor, today: string) => {
  const row = authRow(today);
  return defineListQuery<Query>()({
    rows: (db) =>
      db
        .select({
          ...row.columns,
          auth: brandAuths,
          holdsTask: holdsAuditTask(BusinessKind.brandAuthorisation, brandAuths.id, actor.userId),
        })
        .from(brandAuths)
        .innerJoin(suppliers, eq(suppliers.id, brandAuths.supplierId))
        .innerJoin(brands, eq(brands.id, brandAuths.brandId))
        .leftJoin(users, eq(users.id, brandAuths.updatedBy))
        .$dynamic(),
    count: (db) =>
      db
        .select({ total: count() })
        .from(brandAuths)
        .innerJoin(suppliers, eq(suppliers.id, brandAuths.supplierId))
        .innerJoin(brands, eq(brands.id, brandAuths.brandId))
        .$dynamic(),
    where: rowScope(actor, { supplier: brandAuths.supplierId }),
    filters: filtersOf(queryBrandAuthAuditList, {
      brandName: [brands.brandName, brands.brandNameEn],
      supplierName: [suppliers.name, suppliers.companyName],
      status: brandAuths.status,
      expired: custom((expired: boolean) => (expired ? expiredWhere(today) : and(not(expiredWhere(today))))),
      tab: appliedApart(),
    }),
    sorts: { appliedAt: brandAuths.appliedAt, updatedAt: brandAuths.updatedAt, validTo: brandAuths.validTo },
    // Awaiting audit first, then the most recently changed.
    defaultOrder: [asc(brandAuths.status), desc(brandAuths.updatedAt)],
    tieBreaker: brandAuths.id,
    // The steps the actor may take on it now (the machine's table and guards: the page restates none),
    // approving or rejecting only with the open task of its audit.
    map: (selected: Selected): BrandAuthRow => ({
      ...row.toRow(selected),
      actions: withHeldDecisions(
        eventsAllowed(brandAuthSteps, selected.auth, actor, { today }),
        AUDIT_DECISIONS,
        selected.holdsTask,
      ),
    }),
  });
};

/** One authorisation the actor may see (a supplier only its own); another's answers "not found". */
export function loadAuthRow(db: Db | Tx, actor: Actor, authId: number): Promise<BrandAuthRow> {
  return readRecord(db, brandAuthList(actor, chinaToday()), eq(brandAuths.id, authId), authNotFound);
}

/** The authorisation with its letters, status history (newest first) and its audits' tasks (oldest first). */
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
    approvals: (await subjectApprovalHistory(db, BusinessKind.brandAuthorisation, [authId])).map(
      ({ subjectId: _auth, ...task }) => task,
    ),
  };
}

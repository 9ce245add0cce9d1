import {
  type AuditTab,
  type BrandAuthRow,
  BrandAuthStatus,
  type Page,
  queryBrandAuthAuditList,
} from '@procuremart/contract';
import { and, asc, count, desc, eq, not } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { appliedApart, filtersOf } from '../../../platform/list-filters';
import { custom, defineListQuery, runAuditList, runList } from '../../../platform/lists';
import { rowScope } from '../../../platform/scope';
import { users } from '../../identity/shared-tables';
import { brands, suppliers } from '../tables';
import { type AuthJoined, authColumns, toAuthRow } from './brand-auth-record';
import { brandAuths } from './tables';
import { chinaToday, expiredWhere } from './validity';

// The supplier's list and the operators' list share one query; the supplier's is scoped to its own rows
// from the session (rowScope), the operators' adds a supplier filter.

type Query = ParsedInput<typeof queryBrandAuthAuditList>;

const brandAuthList = (actor: Actor, today: string) =>
  defineListQuery<Query>()({
    rows: (db) =>
      db
        .select(authColumns)
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
    map: (row: AuthJoined) => toAuthRow(row, today, actor),
  });

export function listBrandAuths(db: Db, actor: Actor, input: Query): Promise<Page<BrandAuthRow>> {
  return runList(db, brandAuthList(actor, chinaToday()), input);
}

/** The operators' audit list: awaiting audit, or decided (approved, rejected, stopped), with both tabs' counts. */
export function listBrandAuthAudit(
  db: Db,
  actor: Actor,
  input: Query,
): Promise<Page<BrandAuthRow> & { tabCounts: Record<AuditTab, number> }> {
  return runAuditList(
    db,
    brandAuthList(actor, chinaToday()),
    input,
    eq(brandAuths.status, BrandAuthStatus.applied),
  );
}

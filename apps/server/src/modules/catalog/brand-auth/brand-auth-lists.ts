import {
  type AuditTab,
  type BrandAuthRow,
  BrandAuthStatus,
  type Page,
  type queryBrandAuthAuditList,
} from '@procuremart/contract';
import { and, asc, count, desc, eq, ne, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { contains, custom, defineListQuery, equals, listWhere, runList } from '../../../platform/lists';
import { rowScope } from '../../../platform/scope';
import { users } from '../../identity/tables';
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
    filters: {
      brandName: contains(brands.brandName, brands.brandNameEn),
      supplierName: contains(suppliers.name, suppliers.companyName),
      status: equals(brandAuths.status),
      expired: custom((expired: boolean) => (expired ? expiredWhere(today) : and(not(expiredWhere(today))))),
    },
    sorts: { appliedAt: brandAuths.appliedAt, updatedAt: brandAuths.updatedAt, validTo: brandAuths.validTo },
    // Awaiting audit first, then the most recently changed.
    defaultOrder: [asc(brandAuths.status), desc(brandAuths.updatedAt)],
    tieBreaker: brandAuths.id,
    map: (row: AuthJoined) => toAuthRow(row, today),
  });

export function listBrandAuths(db: Db, actor: Actor, input: Query): Promise<Page<BrandAuthRow>> {
  return runList(db, brandAuthList(actor, chinaToday()), input);
}

/** The audit page's tabs: awaiting audit, and every other state (approved, rejected, stopped). */
const auditTabs: Record<AuditTab, SQL> = {
  pending: eq(brandAuths.status, BrandAuthStatus.applied),
  decided: ne(brandAuths.status, BrandAuthStatus.applied),
};

/** The operators' audit list: the chosen tab's page, and how many each tab holds under the same filters. */
export async function listBrandAuthAudit(
  db: Db,
  actor: Actor,
  input: Query,
): Promise<Page<BrandAuthRow> & { tabCounts: Record<AuditTab, number> }> {
  const list = brandAuthList(actor, chinaToday());
  const page = await runList(
    db,
    { ...list, where: and(list.where, auditTabs[input.tab ?? 'pending']) },
    input,
  );
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${auditTabs.pending})`,
      decided: sql<number>`count(*) filter (where ${auditTabs.decided})`,
    })
    .from(brandAuths)
    .innerJoin(suppliers, eq(suppliers.id, brandAuths.supplierId))
    .innerJoin(brands, eq(brands.id, brandAuths.brandId))
    .where(listWhere(list, input));
  return {
    ...page,
    tabCounts: { pending: Number(counts?.pending ?? 0), decided: Number(counts?.decided ?? 0) },
  };
}

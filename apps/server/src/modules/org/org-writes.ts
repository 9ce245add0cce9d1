import { MemberClass, OrgType } from '@procuremart/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { now } from '../../platform/clock';
import { throwIfStale } from '../../platform/errors';
import { orgs } from './tables';

/** A new organisation (a registration's purchasing enterprise or individual); its id. */
export async function createOrg(tx: Tx, org: typeof orgs.$inferInsert): Promise<number> {
  const [row] = await tx.insert(orgs).values(org).returning({ id: orgs.id });
  return row.id;
}

/** The platform's own organisation when a database has none yet (SEED=none): its operators belong to it. */
export const PLATFORM_ORG = {
  name: 'ProcureMart 平台运营中心',
  nameEn: 'ProcureMart Platform Operations Centre',
} as const;

/** The platform organisation's id (the first top one), null while the database has none. */
export async function platformOrgId(db: Db | Tx): Promise<number | null> {
  const [found] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.orgType, OrgType.platform), isNull(orgs.parentId)))
    .orderBy(asc(orgs.id))
    .limit(1);
  return found?.id ?? null;
}

/** The platform organisation's id, created with PLATFORM_ORG's names where none exists. */
export async function ensurePlatformOrg(tx: Tx, createdAt: Date): Promise<number> {
  const found = await platformOrgId(tx);
  if (found !== null) return found;
  return createOrg(tx, {
    ...PLATFORM_ORG,
    orgType: OrgType.platform,
    memberClass: MemberClass.enterprise,
    createdAt,
  });
}

/**
 * An individual member's organisation follows its person (identity's individual edit): name, contact and
 * address, only over the version the editor read (`error.staleVersion` otherwise).
 */
export async function updateIndividualOrg(
  tx: Tx,
  orgId: number,
  version: number,
  values: { name: string; contactName: string; contactMobile: string; address: string },
): Promise<void> {
  throwIfStale(
    await tx
      .update(orgs)
      .set({ ...values, version: sql`${orgs.version} + 1`, updatedAt: now() })
      .where(
        and(
          eq(orgs.id, orgId),
          eq(orgs.version, version),
          eq(orgs.memberClass, MemberClass.individual),
          isNull(orgs.parentId),
        ),
      )
      .returning({ id: orgs.id }),
  );
}

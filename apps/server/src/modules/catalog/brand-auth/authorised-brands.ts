import { queryAuthorisedBrands, queryBrandChoices } from '@procuremart/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { fieldError } from '../../../platform/errors';
import { filtersOf } from '../../../platform/list-filters';
import { listWhere } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { brands } from '../tables';
import { brandAuths } from './tables';
import { chinaToday, inForce } from './validity';

/** The enabled brands a supplier may list goods of today: authorisations active and within validity. */
/** A brand the supplier may list goods of, until when. */
const authorisedRow = rowReader(queryAuthorisedBrands.output.element, brands, {
  brandId: brands.id,
  validTo: brandAuths.validTo,
});

export async function authorisedBrands(db: Db, actor: Actor) {
  if (actor.supplierId === null) return [];
  const rows = await db
    .select(authorisedRow.columns)
    .from(brandAuths)
    .innerJoin(brands, eq(brands.id, brandAuths.brandId))
    .where(and(eq(brandAuths.supplierId, actor.supplierId), eq(brands.status, 1), inForce(chinaToday())))
    .orderBy(asc(brands.sortNo), asc(brands.brandName));
  return rows.map(authorisedRow.toRow);
}

/**
 * Goods of a brand are saved only under the supplier's authorisation in force today (read with a share
 * lock, so a stop taken at the same moment waits for the save or is seen by it).
 */
export async function throwIfBrandNotAuthorised(tx: Tx, supplierId: number, brandId: number): Promise<void> {
  const [auth] = await tx
    .select({ id: brandAuths.id })
    .from(brandAuths)
    .where(and(eq(brandAuths.supplierId, supplierId), eq(brandAuths.brandId, brandId), inForce(chinaToday())))
    .for('share');
  if (!auth) throw fieldError('brandAuth.notAuthorised', 'brandId');
}

const MAX_CHOICES = 50;
/** A brand to apply for. */
const choiceRow = rowReader(queryBrandChoices.output.element, brands, { brandId: brands.id });

const choiceFilters = {
  filters: filtersOf(queryBrandChoices, { keyword: [brands.brandName, brands.brandNameEn] }),
};

/** Enabled brands to apply for, by name (Chinese or English). */
export async function brandChoices(db: Db, input: ParsedInput<typeof queryBrandChoices>) {
  const rows = await db
    .select(choiceRow.columns)
    .from(brands)
    .where(and(eq(brands.status, 1), listWhere(choiceFilters, input)))
    .orderBy(asc(brands.sortNo), asc(brands.brandName))
    .limit(MAX_CHOICES);
  return rows.map(choiceRow.toRow);
}

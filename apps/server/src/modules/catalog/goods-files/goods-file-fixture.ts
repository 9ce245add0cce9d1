import { BrandAuthStatus } from '@procuremart/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../identity/shared-tables';
import { brandAuths } from '../brand-auth/tables';
import { listingFixture } from '../commodity/commodity-fixture';
import { attributes, attributeValues, brands, categories, suppliers } from '../tables';

type Choice = { attributeId: string; valueId: string };

/** The listing fixture's category, brand and attribute choices as a goods file writes them (codes and names). */
export async function goodsFileFixture(db: Db) {
  const listing = await listingFixture(db);
  const [category] = await db
    .select({ code: categories.code })
    .from(categories)
    .where(eq(categories.id, Number(listing.categoryId)));
  const [brand] = await db
    .select({ name: brands.brandName })
    .from(brands)
    .where(eq(brands.id, Number(listing.brandId)));
  const names = await db
    .select({ id: attributeValues.id, name: attributes.name, value: attributeValues.value })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(eq(attributes.categoryId, Number(listing.categoryId)));
  const textOf = (choices: Choice[]) =>
    choices
      .map((c) => names.find((n) => String(n.id) === c.valueId))
      .map((n) => `${n?.name}:${n?.value}`)
      .join(';');
  // An enabled brand supplier01 holds no authorisation for.
  const authorised = db
    .select({ id: brandAuths.brandId })
    .from(brandAuths)
    .innerJoin(suppliers, eq(suppliers.id, brandAuths.supplierId))
    .innerJoin(users, eq(users.orgId, suppliers.orgId))
    .where(and(eq(users.username, 'supplier01'), inArray(brandAuths.status, [BrandAuthStatus.active])));
  const [unauthorised] = await db
    .select({ name: brands.brandName })
    .from(brands)
    .where(and(eq(brands.status, 1), notInArray(brands.id, authorised)))
    .limit(1);
  return {
    listing,
    categoryCode: category.code,
    brandName: brand.name,
    unauthorisedBrand: unauthorised.name,
    attributes: textOf(listing.shared),
    /** All shared attributes but the first. */
    attributesMissingOne: textOf(listing.shared.slice(1)),
    specs: (pick: number) => textOf(listing.specs(pick)),
  };
}

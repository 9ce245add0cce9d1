import { BrandAuthStatus, type SkuInput } from '@procuremart/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { PNG_BYTES, upload } from '../../../testing/upload';
import { users } from '../../identity/shared-tables';
import { brandAuths } from '../brand-auth/tables';
import { attributes, attributeValues, brands, categories, suppliers } from '../tables';

/**
 * A leaf category with its attributes (each with its first two values) and an enabled brand supplier01 is
 * authorised for, for an SPU.
 */
export async function listingFixture(db: Db) {
  const [leaf] = await db
    .select({ id: categories.id })
    .from(categories)
    .innerJoin(attributes, eq(attributes.categoryId, categories.id))
    .where(and(eq(categories.isLeaf, true), eq(attributes.isVariant, true)))
    .orderBy(asc(categories.id))
    .limit(1);
  const attrs = await db
    .select({ id: attributes.id, isVariant: attributes.isVariant, name: attributes.name })
    .from(attributes)
    .where(eq(attributes.categoryId, leaf.id))
    .orderBy(asc(attributes.id));
  const values = new Map<number, string[]>();
  for (const a of attrs) {
    const rows = await db
      .select({ id: attributeValues.id })
      .from(attributeValues)
      .where(eq(attributeValues.attributeId, a.id))
      .orderBy(asc(attributeValues.id))
      .limit(2);
    values.set(
      a.id,
      rows.map((r) => String(r.id)),
    );
  }
  // An enabled brand supplier01 holds an authorisation in force for (the demo seed's).
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .innerJoin(brandAuths, eq(brandAuths.brandId, brands.id))
    .innerJoin(suppliers, eq(suppliers.id, brandAuths.supplierId))
    .innerJoin(users, eq(users.orgId, suppliers.orgId))
    .where(
      and(
        eq(brands.status, 1),
        eq(brandAuths.status, BrandAuthStatus.active),
        eq(users.username, 'supplier01'),
      ),
    )
    .orderBy(asc(brands.id))
    .limit(1);
  const choose = (variant: boolean, pick: number) =>
    attrs
      .filter((a) => a.isVariant === variant)
      .map((a) => ({ attributeId: String(a.id), valueId: values.get(a.id)?.[pick] ?? '' }));
  return {
    categoryId: String(leaf.id),
    brandId: String(brand.id),
    shared: choose(false, 0),
    specs: (pick: number) => choose(true, pick),
    sharedNames: attrs.filter((a) => !a.isVariant).map((a) => a.name),
  };
}

export const skuRow = (code: string, specs: SkuInput['specs'], salePrice = '88.00'): SkuInput => ({
  specs,
  model: 'ZX-1',
  unit: 'PCS',
  salePrice,
  marketPrice: '99.00',
  taxRate: '13',
  stock: 50,
  supplierSkuCode: code,
});

export async function uploadPicture(app: FastifyInstance, token: string): Promise<string> {
  const uploaded = await upload(app, token, 'image', 'main.png', PNG_BYTES);
  return uploaded.body.data.fileId;
}

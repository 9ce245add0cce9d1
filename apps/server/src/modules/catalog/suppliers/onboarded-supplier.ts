import { SupplierKind } from '@procuremart/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { fieldError } from '../../../platform/errors';
import { categories } from '../category-tables';
import { supplierCategories, supplierShops, suppliers } from '../supplier-tables';

/** Refuses a category that does not exist, is not a leaf or is disabled (goods are listed in leaves only). */
export async function throwIfCategoriesUnknown(tx: Tx, categoryIds: readonly number[]): Promise<void> {
  if (categoryIds.length === 0) return;
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(inArray(categories.id, [...categoryIds]), eq(categories.isLeaf, true), eq(categories.status, 1)),
    );
  if (found.length !== new Set(categoryIds).size) throw fieldError('orgAudit.categoryUnknown', 'categoryIds');
}

/** What a passed supplier registration brings: its company, contacts, shop and the categories it sells. */
export interface OnboardedSupplier {
  orgId: number;
  companyName: string;
  creditCode: string;
  contactName: string;
  contactMobile: string;
  shopName: string;
  categoryIds: readonly number[];
}

/**
 * The supplier record, its one shop and its categories for an organisation whose registration passed, as the
 * demo suppliers have them. Decision: a registered supplier is a framework-agreement supplier (e-commerce
 * suppliers are the SPEC's six connected platforms); its number follows the last one (GYS0011 …).
 */
export async function createOnboardedSupplier(tx: Tx, supplier: OnboardedSupplier): Promise<number> {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${suppliers.id}), 0) + 1`.mapWith(Number) })
    .from(suppliers);
  const [row] = await tx
    .insert(suppliers)
    .values({
      kind: SupplierKind.agreement,
      supplierNo: `GYS${String(next).padStart(4, '0')}`,
      name: supplier.shopName.slice(0, 100),
      companyName: supplier.companyName,
      creditCode: supplier.creditCode,
      contactName: supplier.contactName,
      contactPhone: supplier.contactMobile,
      orgId: supplier.orgId,
    })
    .returning({ id: suppliers.id });
  if (supplier.categoryIds.length > 0) {
    await tx
      .insert(supplierCategories)
      .values(supplier.categoryIds.map((categoryId) => ({ supplierId: row.id, categoryId })))
      .onConflictDoNothing();
  }
  await tx.insert(supplierShops).values({
    supplierId: row.id,
    shopName: supplier.shopName,
    servicePhone: supplier.contactMobile,
  });
  return row.id;
}

/**
 * An approved change of a supplier's merchant base info (onboarding) carries its contacts over to the supplier
 * record of its organisation, which keeps a copy of them; nothing when the organisation has none.
 */
export async function updateSupplierContact(
  tx: Tx,
  orgId: number,
  contact: { contactName: string; contactMobile: string },
): Promise<void> {
  await tx
    .update(suppliers)
    .set({ contactName: contact.contactName, contactPhone: contact.contactMobile })
    .where(eq(suppliers.orgId, orgId));
}

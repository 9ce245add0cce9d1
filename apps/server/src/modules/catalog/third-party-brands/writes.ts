import type {
  createThirdPartyBrand as createCall,
  mapThirdPartyBrand as mapCall,
  ThirdPartyBrand,
  updateThirdPartyBrand as updateCall,
} from '@procuremart/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { fieldError, throwIfStale } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { violatedUniqueConstraint } from '../../../platform/unique-violation';
import { brands, suppliers } from '../tables';
import { loadThirdPartyBrand, notFound } from './record';
import { thirdPartyBrands } from './tables';

const codeTaken = () => fieldError('thirdPartyBrand.codeTaken', 'externalCode');

async function throwIfCodeTaken(tx: Tx, supplierId: number, code: string, exceptId?: number) {
  const same = and(eq(thirdPartyBrands.supplierId, supplierId), eq(thirdPartyBrands.externalCode, code));
  const [row] = await tx
    .select({ id: thirdPartyBrands.id })
    .from(thirdPartyBrands)
    .where(exceptId ? and(same, ne(thirdPartyBrands.id, exceptId)) : same);
  if (row) throw codeTaken();
}

/** The platform brand to map to: it exists and is enabled. */
async function throwIfNoBrand(tx: Tx, brandId: string | null): Promise<number | null> {
  if (brandId === null) return null;
  const [brand] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, parseId(brandId)), eq(brands.status, 1)));
  if (!brand) throw fieldError('thirdPartyBrand.brandNotFound', 'brandId');
  return brand.id;
}

async function throwIfNoSupplier(tx: Tx, supplierId: string): Promise<number> {
  const [supplier] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.id, parseId(supplierId)));
  if (!supplier) throw fieldError('thirdPartyBrand.supplierNotFound', 'supplierId');
  return supplier.id;
}

/** A write in a savepoint, so that a concurrent duplicate code still answers the field message. */
async function write(tx: Tx, work: (tx: Tx) => Promise<number>): Promise<ThirdPartyBrand> {
  try {
    return await loadThirdPartyBrand(tx, await tx.transaction(work));
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'third_party_brands_supplier_code_key') throw codeTaken();
    throw error;
  }
}

export function createThirdPartyBrand(tx: Tx, actor: Actor, input: ParsedInput<typeof createCall>) {
  return write(tx, async (tx) => {
    const supplierId = await throwIfNoSupplier(tx, input.supplierId);
    await throwIfCodeTaken(tx, supplierId, input.externalCode);
    const brandId = await throwIfNoBrand(tx, input.brandId);
    const at = now();
    const [created] = await tx
      .insert(thirdPartyBrands)
      .values({
        supplierId,
        externalCode: input.externalCode,
        externalName: input.externalName,
        brandId,
        createdAt: at,
        updatedAt: at,
        updatedBy: actor.userId,
      })
      .returning({ id: thirdPartyBrands.id });
    return created.id;
  });
}

async function supplierOf(tx: Tx, id: number): Promise<number> {
  const [row] = await tx
    .select({ supplierId: thirdPartyBrands.supplierId })
    .from(thirdPartyBrands)
    .where(eq(thirdPartyBrands.id, id));
  if (!row) throw notFound();
  return row.supplierId;
}

/** Edits code, name and mapping only if nobody changed it since `version` was read. */
export function updateThirdPartyBrand(tx: Tx, actor: Actor, input: ParsedInput<typeof updateCall>) {
  const id = parseId(input.thirdPartyBrandId);
  return write(tx, async (tx) => {
    await throwIfCodeTaken(tx, await supplierOf(tx, id), input.externalCode, id);
    const brandId = await throwIfNoBrand(tx, input.brandId);
    const updated = await tx
      .update(thirdPartyBrands)
      .set({
        externalCode: input.externalCode,
        externalName: input.externalName,
        brandId,
        version: sql`${thirdPartyBrands.version} + 1`,
        updatedAt: now(),
        updatedBy: actor.userId,
      })
      .where(and(eq(thirdPartyBrands.id, id), eq(thirdPartyBrands.version, input.version)))
      .returning({ id: thirdPartyBrands.id });
    throwIfStale(updated);
    return id;
  });
}

/** Maps to an enabled platform brand, or unmaps (null). */
export function mapThirdPartyBrand(tx: Tx, actor: Actor, input: ParsedInput<typeof mapCall>) {
  const id = parseId(input.thirdPartyBrandId);
  return write(tx, async (tx) => {
    await supplierOf(tx, id);
    const brandId = await throwIfNoBrand(tx, input.brandId);
    await tx
      .update(thirdPartyBrands)
      .set({
        brandId,
        version: sql`${thirdPartyBrands.version} + 1`,
        updatedAt: now(),
        updatedBy: actor.userId,
      })
      .where(eq(thirdPartyBrands.id, id));
    return id;
  });
}

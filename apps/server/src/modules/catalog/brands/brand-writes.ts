import type {
  Brand,
  createBrand as createBrandCall,
  updateBrand as updateBrandCall,
} from '@procuremart/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { fieldError, throwIfNotFound, throwIfStale } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { violatedUniqueConstraint } from '../../../platform/unique-violation';
import { attachFile } from '../../files';
import { brands } from '../tables';
import { loadBrand } from './brand-list';

/** A brand's logo: a picture the operator uploaded (or the brand's own already). */
const attachBrandLogo = (tx: Tx, actor: Actor, fileId: string, brandId: number) =>
  attachFile(tx, actor, fileId, {
    recordType: 'brand',
    recordId: brandId,
    group: 'image',
    field: 'logoFileId',
  });

const brandNameTaken = () => fieldError('error.brandNameTaken', 'brandName');

async function throwIfBrandNameTaken(tx: Tx, brandName: string, exceptId?: number): Promise<void> {
  const [row] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(
      exceptId
        ? and(eq(brands.brandName, brandName), ne(brands.id, exceptId))
        : eq(brands.brandName, brandName),
    );
  if (row) throw brandNameTaken();
}

/**
 * Runs a brand write in a savepoint of the call's transaction, so that a concurrent duplicate name still
 * gets the field message rather than an aborted transaction.
 */
async function writeBrand(tx: Tx, work: (tx: Tx) => Promise<number>): Promise<Brand> {
  try {
    const brandId = await tx.transaction(work);
    return await loadBrand(tx, brandId);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'brands_brand_name_key') throw brandNameTaken();
    throw error;
  }
}

export function createBrand(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof createBrandCall>,
): Promise<Brand> {
  return writeBrand(tx, async (tx) => {
    await throwIfBrandNameTaken(tx, input.brandName);
    const at = now();
    const { logoFileId, ...fields } = input;
    const [created] = await tx
      .insert(brands)
      .values({ ...fields, createdAt: at, updatedAt: at, updatedBy: actor.userId })
      .returning({ id: brands.id });
    if (logoFileId) {
      const logo = await attachBrandLogo(tx, actor, logoFileId, created.id);
      await tx.update(brands).set({ logoFileId: logo }).where(eq(brands.id, created.id));
    }
    return created.id;
  });
}

/** Edits a brand only if nobody changed it since `version` was read (E409 otherwise). */
export function updateBrand(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof updateBrandCall>,
): Promise<Brand> {
  const brandId = parseId(input.brandId);
  return writeBrand(tx, async (tx) => {
    const [existing] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    throwIfNotFound(existing);
    await throwIfBrandNameTaken(tx, input.brandName, brandId);
    const logoFileId = input.logoFileId ? await attachBrandLogo(tx, actor, input.logoFileId, brandId) : null;
    const updated = await tx
      .update(brands)
      .set({
        brandName: input.brandName,
        brandNameEn: input.brandNameEn,
        description: input.description,
        sortNo: input.sortNo,
        logoFileId,
        version: sql`${brands.version} + 1`,
        updatedAt: now(),
        updatedBy: actor.userId,
      })
      .where(and(eq(brands.id, brandId), eq(brands.version, input.version)))
      .returning({ id: brands.id });
    throwIfStale(updated);
    return brandId;
  });
}

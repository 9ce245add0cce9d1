import {
  ErrorCode,
  type saveAttribute as saveAttributeCall,
  type saveAttributeValue as saveAttributeValueCall,
  type sortAttributeValues as sortAttributeValuesCall,
} from '@procuremart/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { BusinessError, fieldError, throwIfNotFound } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import { attributeGroups, attributes, attributeValues, categories } from '../tables';
import { categoryUsage } from './attribute-usage';
import { lockCatalogueStructure } from './catalogue-lock';

const refuse = (messageKey: ConstructorParameters<typeof BusinessError>[1]) =>
  new BusinessError(ErrorCode.business, messageKey);

/**
 * The attribute, locked: a supplier saving goods with it (which takes a key-share lock on it) finishes first,
 * so the usage read after this is complete.
 */
async function lockAttribute(tx: Tx, attributeId: number) {
  const [row] = await tx.select().from(attributes).where(eq(attributes.id, attributeId)).for('update');
  return throwIfNotFound(row);
}

async function throwIfNotLeaf(tx: Tx, categoryId: number): Promise<void> {
  const [category] = await tx
    .select({ isLeaf: categories.isLeaf })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!throwIfNotFound(category).isLeaf) throw fieldError('attribute.notLeaf', 'categoryId');
}

async function throwIfAttributeNameTaken(tx: Tx, categoryId: number, name: string, exceptId?: number) {
  const sameName = and(eq(attributes.categoryId, categoryId), eq(attributes.name, name));
  const [clash] = await tx
    .select({ id: attributes.id })
    .from(attributes)
    .where(exceptId ? and(sameName, ne(attributes.id, exceptId)) : sameName);
  if (clash) throw fieldError('attribute.nameTaken', 'name');
}

/** Creates an attribute of a leaf category or edits one (spec or not is fixed once goods hold it). */
export async function saveAttribute(
  tx: Tx,
  input: ParsedInput<typeof saveAttributeCall>,
): Promise<{ attributeId: string }> {
  await lockCatalogueStructure(tx);
  const categoryId = parseId(input.categoryId);
  await throwIfNotLeaf(tx, categoryId);
  const groupId = parseId(input.groupId);
  const [group] = await tx
    .select({ id: attributeGroups.id })
    .from(attributeGroups)
    .where(eq(attributeGroups.id, groupId));
  if (!group) throw fieldError('validation.invalid', 'groupId');
  const fields = {
    groupId,
    name: input.name,
    nameEn: input.nameEn,
    sortNo: input.sortNo,
    isVariant: input.isVariant,
    required: input.required,
  };
  if (!input.attributeId) {
    await throwIfAttributeNameTaken(tx, categoryId, input.name);
    const [created] = await tx
      .insert(attributes)
      .values({ categoryId, ...fields })
      .returning({ id: attributes.id });
    return { attributeId: idText(created.id) };
  }
  const existing = await lockAttribute(tx, parseId(input.attributeId));
  if (existing.categoryId !== categoryId) throwIfNotFound(undefined);
  await throwIfAttributeNameTaken(tx, categoryId, input.name, existing.id);
  if (
    existing.isVariant !== input.isVariant &&
    (await categoryUsage(tx, categoryId)).attributes.has(existing.id)
  )
    throw fieldError('attribute.variantInUse', 'isVariant');
  await tx.update(attributes).set(fields).where(eq(attributes.id, existing.id));
  return { attributeId: input.attributeId };
}

/** Deletes an attribute no SKU holds, with its values. */
export async function deleteAttribute(
  tx: Tx,
  input: { attributeId: string },
): Promise<{ attributeId: string }> {
  await lockCatalogueStructure(tx);
  const attribute = await lockAttribute(tx, parseId(input.attributeId));
  if ((await categoryUsage(tx, attribute.categoryId)).attributes.has(attribute.id))
    throw refuse('attribute.inUse');
  await tx.delete(attributeValues).where(eq(attributeValues.attributeId, attribute.id));
  await tx.delete(attributes).where(eq(attributes.id, attribute.id));
  return { attributeId: input.attributeId };
}

async function throwIfValueTaken(tx: Tx, attributeId: number, value: string, exceptId?: number) {
  const same = and(eq(attributeValues.attributeId, attributeId), eq(attributeValues.value, value));
  const [clash] = await tx
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(exceptId ? and(same, ne(attributeValues.id, exceptId)) : same);
  if (clash) throw fieldError('attributeValue.taken', 'value');
}

async function lockValue(tx: Tx, valueId: number) {
  const [row] = await tx.select().from(attributeValues).where(eq(attributeValues.id, valueId)).for('update');
  return throwIfNotFound(row);
}

/** Adds a value to an attribute or edits one; a value goods hold keeps its Chinese text (its English may be corrected). */
export async function saveAttributeValue(
  tx: Tx,
  input: ParsedInput<typeof saveAttributeValueCall>,
): Promise<{ valueId: string }> {
  await lockCatalogueStructure(tx);
  const attribute = await lockAttribute(tx, parseId(input.attributeId));
  if (!input.valueId) {
    await throwIfValueTaken(tx, attribute.id, input.value);
    const [created] = await tx
      .insert(attributeValues)
      .values({ attributeId: attribute.id, value: input.value, valueEn: input.valueEn, sortNo: input.sortNo })
      .returning({ id: attributeValues.id });
    return { valueId: idText(created.id) };
  }
  const existing = await lockValue(tx, parseId(input.valueId));
  if (existing.attributeId !== attribute.id) throwIfNotFound(undefined);
  await throwIfValueTaken(tx, attribute.id, input.value, existing.id);
  if (
    existing.value !== input.value &&
    (await categoryUsage(tx, attribute.categoryId)).values.has(existing.id)
  )
    throw fieldError('attributeValue.renameInUse', 'value');
  await tx
    .update(attributeValues)
    .set({ value: input.value, valueEn: input.valueEn, sortNo: input.sortNo })
    .where(eq(attributeValues.id, existing.id));
  return { valueId: input.valueId };
}

/** Puts every value of the attribute in the order given (sort numbers 10, 20, …). */
export async function sortAttributeValues(
  tx: Tx,
  input: ParsedInput<typeof sortAttributeValuesCall>,
): Promise<{ attributeId: string }> {
  await lockCatalogueStructure(tx);
  const attribute = await lockAttribute(tx, parseId(input.attributeId));
  const current = await tx
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(eq(attributeValues.attributeId, attribute.id));
  const wanted = input.valueIds.map(parseId);
  const known = new Set(current.map((v) => v.id));
  if (
    new Set(wanted).size !== wanted.length ||
    wanted.length !== known.size ||
    wanted.some((id) => !known.has(id))
  )
    throw fieldError('attributeValue.orderIncomplete', 'valueIds');
  for (const [index, id] of wanted.entries())
    await tx
      .update(attributeValues)
      .set({ sortNo: (index + 1) * 10 })
      .where(eq(attributeValues.id, id));
  return { attributeId: input.attributeId };
}

/** Deletes a value no SKU holds. */
export async function deleteAttributeValue(tx: Tx, input: { valueId: string }): Promise<{ valueId: string }> {
  await lockCatalogueStructure(tx);
  const value = await lockValue(tx, parseId(input.valueId));
  const attribute = await lockAttribute(tx, value.attributeId);
  if ((await categoryUsage(tx, attribute.categoryId)).values.has(value.id))
    throw refuse('attributeValue.inUse');
  await tx.delete(attributeValues).where(eq(attributeValues.id, value.id));
  return { valueId: input.valueId };
}

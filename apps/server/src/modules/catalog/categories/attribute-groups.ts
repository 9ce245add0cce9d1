import {
  type AttributeGroup,
  attributeGroupSchema,
  ErrorCode,
  type Page,
  queryAttributeGroups,
  type saveAttributeGroup as saveAttributeGroupCall,
} from '@procuremart/contract';
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { BusinessError, fieldError, throwIfNotFound } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, readRecord, runList } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { attributeGroups, attributes } from '../tables';
import { lockCatalogueStructure } from './catalogue-lock';

type Query = ParsedInput<typeof queryAttributeGroups>;

// Written out in full: the subquery must name the outer row's table.
const attributeCount = sql<number>`(select count(*)::int from attributes a where a.group_id = "attribute_groups"."id")`;

/** An attribute group with how many attributes use it. */
const groupRow = rowReader(attributeGroupSchema, attributeGroups, {
  groupId: attributeGroups.id,
  attributeCount,
});

/** Attribute groups whose code or either name contains the text, with how many attributes use each. */
const groupList = defineListQuery<Query>()({
  rows: (db) => db.select(groupRow.columns).from(attributeGroups).$dynamic(),
  count: (db) => db.select({ total: count() }).from(attributeGroups).$dynamic(),
  filters: filtersOf(queryAttributeGroups, {
    name: [attributeGroups.name, attributeGroups.nameEn, attributeGroups.code],
  }),
  sorts: { sortNo: attributeGroups.sortNo, code: attributeGroups.code, name: attributeGroups.name },
  defaultOrder: [asc(attributeGroups.sortNo), asc(attributeGroups.code)],
  tieBreaker: attributeGroups.id,
  map: groupRow.toRow,
});

export function listAttributeGroups(db: Db, query: Query): Promise<Page<AttributeGroup>> {
  return runList(db, groupList, query);
}

function loadGroup(db: Db | Tx, groupId: number): Promise<AttributeGroup> {
  return readRecord(db, groupList, eq(attributeGroups.id, groupId));
}

async function throwIfGroupTaken(tx: Tx, input: { code: string; name: string }, exceptId?: number) {
  const clash = or(
    eq(sql`lower(${attributeGroups.code})`, input.code.toLowerCase()),
    eq(attributeGroups.name, input.name),
  );
  const rows = await tx
    .select({ code: attributeGroups.code, name: attributeGroups.name })
    .from(attributeGroups)
    .where(exceptId ? and(clash, ne(attributeGroups.id, exceptId)) : clash);
  if (rows.some((r) => r.code.toLowerCase() === input.code.toLowerCase()))
    throw fieldError('attributeGroup.codeTaken', 'code');
  if (rows.length > 0) throw fieldError('attributeGroup.nameTaken', 'name');
}

/** Creates an attribute group or edits one; codes (case aside) and names are unique. */
export async function saveAttributeGroup(
  tx: Tx,
  input: ParsedInput<typeof saveAttributeGroupCall>,
): Promise<AttributeGroup> {
  await lockCatalogueStructure(tx);
  const fields = { code: input.code, name: input.name, nameEn: input.nameEn, sortNo: input.sortNo };
  if (!input.groupId) {
    await throwIfGroupTaken(tx, input);
    const [created] = await tx.insert(attributeGroups).values(fields).returning({ id: attributeGroups.id });
    return loadGroup(tx, created.id);
  }
  const groupId = parseId(input.groupId);
  throwIfNotFound(
    (
      await tx.select({ id: attributeGroups.id }).from(attributeGroups).where(eq(attributeGroups.id, groupId))
    )[0],
  );
  await throwIfGroupTaken(tx, input, groupId);
  await tx.update(attributeGroups).set(fields).where(eq(attributeGroups.id, groupId));
  return loadGroup(tx, groupId);
}

/** Deletes a group no attribute uses. */
export async function deleteAttributeGroup(tx: Tx, input: { groupId: string }): Promise<{ groupId: string }> {
  await lockCatalogueStructure(tx);
  const groupId = parseId(input.groupId);
  throwIfNotFound(
    (
      await tx.select({ id: attributeGroups.id }).from(attributeGroups).where(eq(attributeGroups.id, groupId))
    )[0],
  );
  const [used] = await tx
    .select({ id: attributes.id })
    .from(attributes)
    .where(eq(attributes.groupId, groupId))
    .limit(1);
  if (used) throw new BusinessError(ErrorCode.business, 'attributeGroup.inUse');
  await tx.delete(attributeGroups).where(eq(attributeGroups.id, groupId));
  return { groupId: input.groupId };
}

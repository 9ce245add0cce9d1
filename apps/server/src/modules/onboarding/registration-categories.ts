import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories } from '../catalog/shared-tables';

const parent = alias(categories, 'parent_category');

/** Enabled leaf categories with their parent's name (the registration form's choices), by code. */
export async function registrationCategories(db: Db) {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      nameEn: categories.nameEn,
      parentName: parent.name,
      parentNameEn: parent.nameEn,
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(and(eq(categories.isLeaf, true), eq(categories.status, 1)))
    .orderBy(asc(categories.code));
  return rows.map((row) => ({
    categoryId: String(row.id),
    name: row.name,
    nameEn: row.nameEn,
    path: row.parentName ? `${row.parentName} / ${row.name}` : row.name,
    pathEn: row.parentNameEn ? `${row.parentNameEn} / ${row.nameEn || row.name}` : row.nameEn || row.name,
  }));
}

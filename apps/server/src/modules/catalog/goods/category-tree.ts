import type { CategoryNode } from '@procuremart/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { frontCategories } from '../tables';

/** An entry linked to back-office categories is shown only while one of them is enabled. */
const linksEnabled = sql`(not exists (select 1 from front_category_links l where l.front_category_id = ${frontCategories.id})
  or exists (select 1 from front_category_links l join categories c on c.id = l.category_id
    where l.front_category_id = ${frontCategories.id} and c.status = 1))`;

/** The shown storefront categories as a tree (top, middle, leaf), each level in display order. */
export async function loadCategoryTree(db: Db): Promise<CategoryNode[]> {
  const rows = await db
    .select({
      id: frontCategories.id,
      parentId: frontCategories.parentId,
      name: frontCategories.name,
      nameEn: frontCategories.nameEn,
      level: frontCategories.level,
    })
    .from(frontCategories)
    .where(and(eq(frontCategories.status, 1), linksEnabled))
    .orderBy(asc(frontCategories.level), asc(frontCategories.sortNo), asc(frontCategories.id));
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  // Parents come first (ordered by level); a child of a hidden parent stays hidden.
  for (const row of rows) {
    const node: CategoryNode = {
      categoryId: String(row.id),
      name: row.name,
      nameEn: row.nameEn,
      level: row.level,
      children: [],
    };
    if (row.parentId === null) roots.push(node);
    else {
      const parent = nodes.get(row.parentId);
      if (!parent) continue;
      parent.children.push(node);
    }
    nodes.set(row.id, node);
  }
  return roots;
}

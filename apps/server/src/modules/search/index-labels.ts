import type { Db, Tx } from '../../db/client';
import { brands, categories } from '../catalog/shared-tables';

export interface CategoryLabel {
  id: number;
  name: string;
  nameEn: string;
  parentId: number | null;
}

/** Names a search document needs besides the SKU's own columns, read once per indexing run. */
export interface IndexLabels {
  brands: Map<number, { name: string; nameEn: string }>;
  /** Top to leaf. */
  categoryPath(categoryId: number): CategoryLabel[];
}

export async function loadIndexLabels(conn: Db | Tx): Promise<IndexLabels> {
  const categoryRows = await conn
    .select({
      id: categories.id,
      name: categories.name,
      nameEn: categories.nameEn,
      parentId: categories.parentId,
    })
    .from(categories);
  const brandRows = await conn
    .select({ id: brands.id, name: brands.brandName, nameEn: brands.brandNameEn })
    .from(brands);
  const byId = new Map(categoryRows.map((row) => [row.id, row]));
  const paths = new Map<number, CategoryLabel[]>();
  return {
    brands: new Map(brandRows.map((row) => [row.id, { name: row.name, nameEn: row.nameEn }])),
    categoryPath(categoryId) {
      let path = paths.get(categoryId);
      if (!path) {
        path = [];
        for (
          let c = byId.get(categoryId);
          c && path.length < 5;
          c = c.parentId ? byId.get(c.parentId) : undefined
        ) {
          path.unshift(c);
        }
        paths.set(categoryId, path);
      }
      return path;
    },
  };
}

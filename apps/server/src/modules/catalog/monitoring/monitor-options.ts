import type { CallOutput, queryMonitorOptions } from '@procuremart/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { idText } from '../../../platform/ids';
import { brands, categories, suppliers } from '../tables';

type Options = CallOutput<typeof queryMonitorOptions>;

/** Leaf categories named by their path ("办公 / 文具 / 笔"), in code order. */
async function leafCategoryPaths(db: Db): Promise<Options['categories']> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      isLeaf: categories.isLeaf,
    })
    .from(categories)
    .orderBy(asc(categories.code));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (id: number | null): string[] => {
    const node = id === null ? undefined : byId.get(id);
    return node ? [...pathOf(node.parentId), node.name] : [];
  };
  return rows.filter((r) => r.isLeaf).map((r) => ({ id: idText(r.id), name: pathOf(r.id).join(' / ') }));
}

export async function loadMonitorOptions(db: Db): Promise<Options> {
  const supplierRows = await db
    .select({ id: suppliers.id, name: suppliers.name, supplierCode: suppliers.supplierCode })
    .from(suppliers)
    .orderBy(asc(suppliers.supplierNo));
  const brandRows = await db
    .select({ id: brands.id, name: brands.brandName })
    .from(brands)
    .where(eq(brands.status, 1))
    .orderBy(asc(brands.sortNo), asc(brands.brandName));
  return {
    suppliers: supplierRows.map((s) => ({ ...s, id: idText(s.id) })),
    brands: brandRows.map((b) => ({ ...b, id: idText(b.id) })),
    categories: await leafCategoryPaths(db),
  };
}

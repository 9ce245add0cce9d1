import type { RegionNode } from '@procuremart/contract';
import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { regions } from '../tables';

/** The whole region tree, in the data file's order. */
export async function loadRegionTree(db: Db | Tx): Promise<RegionNode[]> {
  const rows = await db
    .select({ code: regions.code, parentCode: regions.parentCode, name: regions.name })
    .from(regions)
    .orderBy(asc(regions.level), asc(regions.sortNo));
  const nodes = new Map<string, RegionNode>();
  const roots: RegionNode[] = [];
  for (const row of rows) {
    const node: RegionNode = { code: row.code, name: row.name };
    nodes.set(row.code, node);
    const parent = row.parentCode ? nodes.get(row.parentCode) : undefined;
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

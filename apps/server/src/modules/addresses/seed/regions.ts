import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { regions } from '../tables';
import { DISTRICTS, PROVINCES } from './region-data';

export interface RegionRow {
  code: string;
  parentCode: string | null;
  name: string;
  level: number;
  sortNo: number;
}

/** "110101东城区 110102西城区" → [code, name] pairs. */
const entries = (list: string): [string, string][] =>
  list.split(' ').map((entry) => [entry.slice(0, 6), entry.slice(6)]);

/** Every region of the data file as table rows, parents before children, in the file's order. */
export function regionRows(): RegionRow[] {
  const rows: RegionRow[] = [];
  const add = (parentCode: string | null, level: number, list: string) =>
    entries(list).forEach(([code, name], i) => {
      rows.push({ code, parentCode, name, level, sortNo: i + 1 });
      if (level === 2 && DISTRICTS[code]) add(code, 3, DISTRICTS[code]);
    });
  Object.entries(PROVINCES).forEach(([province, cities], i) => {
    const [[code, name]] = entries(province);
    rows.push({ code, parentCode: null, name, level: 1, sortNo: i + 1 });
    add(code, 2, cities);
  });
  return rows;
}

/** Adds the regions the data file has and the table lacks, and renames changed ones (at every start). */
export async function ensureRegions(tx: Tx): Promise<void> {
  await tx
    .insert(regions)
    .values(regionRows())
    .onConflictDoUpdate({
      target: regions.code,
      set: { name: sql`excluded.name`, parentCode: sql`excluded.parent_code`, sortNo: sql`excluded.sort_no` },
    });
}

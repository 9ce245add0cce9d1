import { type LookupItem, type Page, SkuStatus, type VisibilityMemberSku } from '@procuremart/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sqlRows } from '../../../platform/sql-rows';
import { type GroupKind, type GroupRow, groupColumns, readGroup } from './groups';

interface ListQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

/** `%text%` for ILIKE, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function paged<R>(db: Db, from: SQL, columns: SQL, order: SQL, query: ListQuery): Promise<Page<R>> {
  const [count] = await sqlRows<{ n: unknown }>(db, sql`select count(*) as n ${from}`);
  const rows = await sqlRows<R>(
    db,
    sql`select ${columns} ${from} order by ${order}
        limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
  return { rows, total: Number(count.n), pageNo: query.pageNo, pageSize: query.pageSize };
}

const GROUP_SORTS: Record<string, SQL> = { code: sql.raw('g.code'), name: sql.raw('g.name') };

/** Pools or channels whose code or name (either language) contains the keyword, by code. */
export function listGroups(db: Db, kind: GroupKind, query: ListQuery, extra?: SQL): Promise<Page<GroupRow>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = pattern
    ? sql`where g.code ilike ${pattern} or g.name ilike ${pattern} or g.name_en ilike ${pattern}`
    : sql``;
  const sort = query.sort ? GROUP_SORTS[query.sort.field] : undefined;
  const order = sort
    ? sql`${sort} ${sql.raw(query.sort?.order === 'DESC' ? 'desc' : 'asc')}, g.id`
    : sql`g.id`;
  return paged<GroupRow>(db, sql`from ${kind.table} g ${where}`, groupColumns(kind, extra), order, query);
}

interface MemberRow {
  id: unknown;
  sku_name: string;
  sku_name_en: string;
  supplier_sku_code: string;
  supplier_name: string;
  supplier_name_en: string;
  sale_price: string;
  on_shelf: boolean;
}

/** The SKUs of one pool or channel whose name or goods code contains the keyword, newest membership first. */
export async function listGroupSkus(
  db: Db,
  kind: GroupKind,
  groupId: number,
  query: ListQuery,
): Promise<Page<VisibilityMemberSku>> {
  await readGroup(db, kind, groupId);
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const keyword = pattern
    ? sql`and (s.sku_name ilike ${pattern} or s.sku_name_en ilike ${pattern} or s.supplier_sku_code ilike ${pattern}
               or s.id::text = ${query.keyword})`
    : sql``;
  const from = sql`from ${kind.skuLinks} l join skus s on s.id = l.sku_id join suppliers p on p.id = s.supplier_id
    where l.${kind.linkColumn} = ${groupId} ${keyword}`;
  const page = await paged<MemberRow>(
    db,
    from,
    sql`s.id, s.sku_name, s.sku_name_en, s.supplier_sku_code, p.name as supplier_name,
        p.name_en as supplier_name_en, s.sale_price, s.status = ${SkuStatus.onShelf} as on_shelf`,
    sql`s.id ${sql.raw(query.sort?.order === 'ASC' ? 'asc' : 'desc')}`,
    query,
  );
  return {
    ...page,
    rows: page.rows.map((row) => ({
      skuId: String(row.id),
      skuName: row.sku_name,
      skuNameEn: row.sku_name_en,
      supplierSkuCode: row.supplier_sku_code,
      supplierName: row.supplier_name,
      supplierNameEn: row.supplier_name_en,
      price: String(row.sale_price),
      onShelf: Boolean(row.on_shelf),
    })),
  };
}

/** The organisations granted one pool or channel, by name. */
export async function listGroupOrgs(db: Db, kind: GroupKind, groupId: number): Promise<LookupItem[]> {
  await readGroup(db, kind, groupId);
  const rows = await sqlRows<{ id: unknown; name: string }>(
    db,
    sql`select o.id, o.name from ${kind.orgLinks} l join org o on o.id = l.org_id
         where l.${kind.linkColumn} = ${groupId} order by o.name, o.id`,
  );
  return rows.map((row) => ({ id: String(row.id), name: row.name, nameEn: '' }));
}

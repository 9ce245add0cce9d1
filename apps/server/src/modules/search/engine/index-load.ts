import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sqlRows } from '../../../platform/sql-rows';
import { bandOf } from '../price-bands';
import type { IndexedSku, SearchIndex } from './search-index';

/** Rows read per statement while loading. */
const CHUNK = 20_000;

interface SearchRow {
  sku_id: unknown;
  on_shelf: boolean;
  cents: unknown;
  band: unknown;
  sales_count: unknown;
  created: unknown;
  cat1_id: unknown;
  cat2_id: unknown;
  cat3_id: unknown;
  brand_id: unknown;
  supplier_id: unknown;
  shop_id: unknown;
  doc: string;
  channel_ids: unknown[] | string;
  pool_ids: unknown[] | string;
  change_seq: unknown;
}

const COLUMNS = sql`sku_id, on_shelf, (price * 100)::bigint as cents, ${bandOf(sql.raw('price'))} as band, sales_count,
  (extract(epoch from created_at) * 1000)::float8 as created, cat1_id, cat2_id, cat3_id, brand_id, supplier_id,
  shop_id, doc::text as doc, channel_ids, pool_ids, change_seq`;

/** A bigint[] as the driver gives it: an array, or PGlite/pg text '{1,2}'. */
const idList = (value: unknown[] | string): number[] =>
  typeof value === 'string'
    ? value
        .replace(/[{}]/g, '')
        .split(',')
        .filter((id) => id !== '')
        .map(Number)
    : value.map(Number);

function toSku(row: SearchRow): IndexedSku {
  return {
    skuId: Number(row.sku_id),
    priceCents: Number(row.cents),
    band: Number(row.band),
    salesCount: Number(row.sales_count),
    createdAt: Number(row.created),
    cat1: Number(row.cat1_id),
    cat2: Number(row.cat2_id),
    cat3: Number(row.cat3_id),
    brandId: Number(row.brand_id),
    supplierId: Number(row.supplier_id),
    shopId: Number(row.shop_id),
    doc: row.doc,
    channelIds: idList(row.channel_ids),
    poolIds: idList(row.pool_ids),
  };
}

/**
 * Reads every on-shelf row of sku_search into `index`, in SKU order; returns the change number the index is
 * complete up to. Changes made while it reads are read again by the next `syncIndex` (putting a SKU twice
 * is harmless).
 */
export async function loadIndex(db: Db, index: SearchIndex): Promise<number> {
  const [start] = await sqlRows<{ seq: unknown }>(
    db,
    sql`select coalesce(max(change_seq), 0) as seq from sku_search`,
  );
  let after = 0;
  for (;;) {
    const rows = await sqlRows<SearchRow>(
      db,
      sql`select ${COLUMNS} from sku_search where on_shelf and sku_id > ${after} order by sku_id limit ${CHUNK}`,
    );
    for (const row of rows) index.put(Number(row.sku_id), toSku(row));
    if (rows.length < CHUNK) break;
    after = Number(rows[rows.length - 1].sku_id);
  }
  index.loaded();
  return Number(start.seq);
}

/**
 * Applies the rows of sku_search changed after change number `seq`; returns the new number. Indexers hold
 * an advisory lock until they commit (index-skus.ts lockIndex), so changes commit in the order of their
 * numbers: once a number is seen, no smaller one can appear later.
 */
export async function syncIndex(db: Db, index: SearchIndex, seq: number): Promise<number> {
  let last = seq;
  for (;;) {
    // The limit also keeps the planner on the change_seq index, whatever its statistics say.
    const rows = await sqlRows<SearchRow>(
      db,
      sql`select ${COLUMNS} from sku_search where change_seq > ${last} order by change_seq limit ${CHUNK}`,
    );
    for (const row of rows) {
      index.put(Number(row.sku_id), row.on_shelf ? toSku(row) : null);
      last = Math.max(last, Number(row.change_seq));
    }
    if (rows.length < CHUNK) return last;
  }
}

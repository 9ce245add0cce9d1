import { SkuStatus, TRADING_ORG_STATES } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sqlRows } from '../../platform/sql-rows';
import { addFacets, subtractFacets } from './facet-rollup';
import { type IndexLabels, loadIndexLabels } from './index-labels';
import { markIndexCurrent, markIndexStarted } from './index-version';
import { bandIndexOf, bandLexeme } from './price-bands';
import { invalidateSearchCache } from './search-cache';
import { synonymWords } from './synonyms';
import { englishNameWords, nameWords, quoteLexeme, tsvectorText } from './tokenizer';

// indexSkus keeps sku_search (one row per SKU), the search_words dictionary and the search_facets rollup in
// step with the catalogue.
// It is set-based: SKUs are read, tokenized in JS and written a chunk at a time with unnest arrays.

type Conn = Db | Tx;
const CHUNK = 2000;
/** Class id of this module's two-key advisory locks (cart-lock.ts and registration.ts use others). */
const INDEX_LOCK_CLASS = 7_421_200;
/** Separates a SKU's dictionary words in one text element (words never hold control characters). */
const WORD_SEPARATOR = '\u001f';

interface SkuSource {
  id: number;
  status: number;
  /** Whether the supplier's organisation trades (a stopped or closed supplier's goods leave the storefront). */
  supplierTrades: boolean;
  salePrice: string;
  salesCount: number;
  createdAt: Date | string;
  categoryId: number;
  brandId: number;
  supplierId: number;
  shopId: number;
  skuName: string;
  skuNameEn: string;
  supplierSkuCode: string;
  model: string;
  attributeValues: string[] | null;
}

const SOURCE_COLUMNS = sql`s.id, s.status, coalesce((select o.state = any(${sql.param([...TRADING_ORG_STATES])}::text[])
    from suppliers sp join org o on o.id = sp.org_id where sp.id = s.supplier_id), true) as "supplierTrades",
  s.sale_price as "salePrice", s.sales_count as "salesCount",
  s.created_at as "createdAt", s.category_id as "categoryId", s.brand_id as "brandId",
  s.supplier_id as "supplierId", s.shop_id as "shopId", s.sku_name as "skuName",
  s.sku_name_en as "skuNameEn", s.supplier_sku_code as "supplierSkuCode", s.model,
  (select array_agg(v.value order by a.sort_no) from sku_attribute_values sav
     join attribute_values v on v.id = sav.value_id join attributes a on a.id = sav.attribute_id
    where sav.sku_id = s.id) as "attributeValues"`;

async function readChunk(conn: Conn, ids: number[] | null, afterId: number): Promise<SkuSource[]> {
  const where = ids
    ? sql`s.id = any(${sql.param(ids)}::bigint[])`
    : sql`s.id > ${afterId} order by s.id limit ${CHUNK}`;
  const rows = await sqlRows<SkuSource>(conn, sql`select ${SOURCE_COLUMNS} from skus s where ${where}`);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    categoryId: Number(row.categoryId),
    brandId: Number(row.brandId),
    supplierId: Number(row.supplierId),
    shopId: Number(row.shopId),
  }));
}

interface SearchRow {
  skuId: number;
  onShelf: boolean;
  price: string;
  salesCount: number;
  createdAt: string;
  cats: [number, number, number];
  brandId: number;
  supplierId: number;
  shopId: number;
  doc: string;
  words: string;
}

function toSearchRow(sku: SkuSource, labels: IndexLabels): SearchRow {
  const path = labels.categoryPath(sku.categoryId);
  const brand = labels.brands.get(sku.brandId) ?? { name: '', nameEn: '' };
  const leaf = path[path.length - 1];
  const words = new Set(nameWords(sku.skuName));
  for (const word of englishNameWords(sku.skuNameEn)) words.add(word);
  // Brand and leaf category names in both languages, so English typing gets suggestions too.
  for (const word of [brand.name, brand.nameEn, leaf?.name ?? '', leaf?.nameEn ?? ''])
    if (word.length >= 2) words.add(word);
  const doc = tsvectorText([
    { weight: 'A', partWeight: 'B', texts: [sku.skuName, sku.skuNameEn] },
    // The item code shown on the product page, whole only (its parts would match other goods' codes).
    { weight: 'A', texts: [sku.supplierSkuCode], wholeOnly: true },
    { weight: 'B', texts: synonymWords([sku.skuName]), wordsOnly: true },
    { weight: 'B', texts: [brand.name, brand.nameEn, sku.model] },
    { weight: 'C', partWeight: 'D', texts: path.flatMap((c) => [c.name, c.nameEn]), wordsOnly: true },
    { weight: 'D', texts: sku.attributeValues ?? [], wordsOnly: true },
  ]);
  // The price band as a lexeme without positions: found by filters, never by what a buyer types.
  const bandWord = quoteLexeme(bandLexeme(bandIndexOf(sku.salePrice)));
  const ids = path.map((c) => c.id);
  return {
    skuId: sku.id,
    onShelf: sku.status === SkuStatus.onShelf && sku.supplierTrades,
    price: sku.salePrice,
    salesCount: sku.salesCount,
    createdAt: new Date(sku.createdAt).toISOString(),
    cats: [ids[0] ?? sku.categoryId, ids[1] ?? sku.categoryId, sku.categoryId],
    brandId: sku.brandId,
    supplierId: sku.supplierId,
    shopId: sku.shopId,
    doc: doc ? `${doc} ${bandWord}` : bandWord,
    words: [...words].map((word) => word.slice(0, 120)).join(WORD_SEPARATOR),
  };
}

const param = <T>(rows: SearchRow[], pick: (row: SearchRow) => T) => sql.param(rows.map(pick));

/** `rebuild`: the facet rollup was emptied for a full run, so there is nothing to take out of it. */
async function writeChunk(conn: Conn, rows: SearchRow[], rebuild = false): Promise<void> {
  const skuIds = rows.map((row) => row.skuId);
  const ids = sql.param(skuIds);
  // The dictionary loses the old words of these SKUs and gains the new ones: exact under re-indexing.
  await conn.execute(sql`
    with old as (select w, count(*)::int as n from sku_search s, unnest(s.words) w
                  where s.sku_id = any(${ids}::bigint[]) and s.on_shelf group by w)
    update search_words sw set frequency = sw.frequency - old.n from old where sw.word = old.w`);
  if (!rebuild) await subtractFacets(conn, skuIds);
  await conn.execute(sql`
    insert into sku_search (sku_id, on_shelf, price, sales_count, created_at, cat1_id, cat2_id, cat3_id,
                            brand_id, supplier_id, shop_id, doc, words, channel_ids, pool_ids)
    select u.sku_id, u.on_shelf, u.price, u.sales_count, u.created_at, u.cat1, u.cat2, u.cat3,
           u.brand_id, u.supplier_id, u.shop_id, u.doc::tsvector,
           case when u.words = '' then '{}'::text[] else string_to_array(u.words, chr(31)) end,
           array(select c.channel_id from sku_channels c where c.sku_id = u.sku_id order by 1),
           array(select p.pool_id from sku_pools p where p.sku_id = u.sku_id order by 1)
      from unnest(${ids}::bigint[], ${param(rows, (r) => r.onShelf)}::boolean[],
                  ${param(rows, (r) => r.price)}::numeric[], ${param(rows, (r) => r.salesCount)}::int[],
                  ${param(rows, (r) => r.createdAt)}::timestamptz[], ${param(rows, (r) => r.cats[0])}::bigint[],
                  ${param(rows, (r) => r.cats[1])}::bigint[], ${param(rows, (r) => r.cats[2])}::bigint[],
                  ${param(rows, (r) => r.brandId)}::bigint[], ${param(rows, (r) => r.supplierId)}::bigint[],
                  ${param(rows, (r) => r.shopId)}::bigint[], ${param(rows, (r) => r.doc)}::text[],
                  ${param(rows, (r) => r.words)}::text[])
        as u(sku_id, on_shelf, price, sales_count, created_at, cat1, cat2, cat3, brand_id, supplier_id,
             shop_id, doc, words)
    on conflict (sku_id) do update set on_shelf = excluded.on_shelf, price = excluded.price,
      sales_count = excluded.sales_count, created_at = excluded.created_at, cat1_id = excluded.cat1_id,
      cat2_id = excluded.cat2_id, cat3_id = excluded.cat3_id, brand_id = excluded.brand_id,
      supplier_id = excluded.supplier_id, shop_id = excluded.shop_id, doc = excluded.doc,
      words = excluded.words, channel_ids = excluded.channel_ids, pool_ids = excluded.pool_ids,
      change_seq = nextval('sku_search_change_seq')`);
  await conn.execute(sql`
    insert into search_words (word, frequency)
    select w, count(*)::int from sku_search s, unnest(s.words) w
     where s.sku_id = any(${ids}::bigint[]) and s.on_shelf group by w
    on conflict (word) do update set frequency = search_words.frequency + excluded.frequency`);
  await addFacets(conn, skuIds);
}

/**
 * Indexers take turns until their transactions end: dictionary counts and search rows are updated in
 * no particular row order, so two concurrent ones could otherwise deadlock.
 */
export async function lockIndex(conn: Conn): Promise<void> {
  await conn.execute(sql`select pg_advisory_xact_lock(${INDEX_LOCK_CLASS}::int, 1)`);
}

/**
 * (Re)indexes the given SKUs, or every SKU when none are named, and updates the suggestion dictionary.
 * Call it in the transaction that changed the SKUs (name, price, status, brand, category, attributes, sales,
 * channels, pools);
 * renaming a brand or category means re-indexing its SKUs.
 */
export async function indexSkus(
  conn: Conn,
  skuIds?: number[],
  progress?: (indexed: number) => void,
): Promise<number> {
  await lockIndex(conn);
  const labels = await loadIndexLabels(conn);
  let indexed = 0;
  if (skuIds) {
    const ids = [...new Set(skuIds)];
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = await readChunk(conn, ids.slice(start, start + CHUNK), 0);
      if (chunk.length > 0)
        await writeChunk(
          conn,
          chunk.map((sku) => toSearchRow(sku, labels)),
        );
      indexed += chunk.length;
    }
  } else {
    // Counted afresh from the documents written now, whatever the old ones held.
    await conn.execute(sql`delete from search_facets`);
    let afterId = 0;
    for (;;) {
      const chunk = await readChunk(conn, null, afterId);
      if (chunk.length === 0) break;
      await writeChunk(
        conn,
        chunk.map((sku) => toSearchRow(sku, labels)),
        true,
      );
      indexed += chunk.length;
      progress?.(indexed);
      afterId = chunk[chunk.length - 1].id;
    }
    // Fresh statistics: the planner, and search-page's choice of how to read a page, rely on them.
    await conn.execute(sql`analyze sku_search`);
    await markIndexCurrent(conn);
  }
  if (skuIds) await markIndexStarted(conn);
  await conn.execute(sql`delete from search_words where frequency <= 0`);
  invalidateSearchCache();
  return indexed;
}

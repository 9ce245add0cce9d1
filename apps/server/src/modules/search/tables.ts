import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';
import { skus } from '../catalog/shared-tables';
import { users } from '../identity/shared-tables';

/** Postgres full-text document; written as tsvector text (see tokenizer.tsvectorText). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Numbers every write of a sku_search row, so in-process indexes read only what changed (engine/index-load.ts). */
export const skuSearchChangeSeq = pgSequence('sku_search_change_seq');

/**
 * One search row per SKU, everything a search filters, sorts and counts by, so a search reads one table.
 * Written by indexSkus whenever a SKU changes; only on-shelf rows are ever searched.
 */
export const skuSearch = pgTable(
  'sku_search',
  {
    skuId: idRef('sku_id')
      .primaryKey()
      .references(() => skus.id, { onDelete: 'cascade' }),
    onShelf: boolean('on_shelf').notNull(),
    price: numeric('price', { precision: 20, scale: 2 }).notNull(),
    salesCount: integer('sales_count').notNull(),
    createdAt: timestampTz('created_at').notNull(),
    /** Category of each level: top, middle, leaf. */
    cat1Id: idRef('cat1_id').notNull(),
    cat2Id: idRef('cat2_id').notNull(),
    cat3Id: idRef('cat3_id').notNull(),
    brandId: idRef('brand_id').notNull(),
    supplierId: idRef('supplier_id').notNull(),
    shopId: idRef('shop_id').notNull(),
    /** Name (A), brand and model (B), categories (C), attribute values (D). */
    doc: tsvector('doc').notNull(),
    /** Words this SKU adds to the suggestion dictionary (counted while on shelf). */
    words: text('words').array().notNull(),
    /** Channels and pools the SKU is in, for buyers limited to some (catalog/visibility). */
    channelIds: bigint('channel_ids', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    poolIds: bigint('pool_ids', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    /** The row's last write, from sku_search_change_seq (every insert and update takes a new number). */
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('sku_search_change_seq')`),
  },
  (t) => [
    index('sku_search_doc_idx').using('gin', t.doc),
    index('sku_search_channel_ids_idx').using('gin', t.channelIds),
    index('sku_search_pool_ids_idx').using('gin', t.poolIds),
    index('sku_search_change_seq_idx').on(t.changeSeq),
    index('sku_search_sales_idx').on(t.salesCount.desc(), t.skuId.desc()).where(sql`${t.onShelf}`),
    index('sku_search_price_idx').on(t.price, t.skuId).where(sql`${t.onShelf}`),
    index('sku_search_created_idx').on(t.createdAt.desc(), t.skuId.desc()).where(sql`${t.onShelf}`),
    index('sku_search_cat1_idx').on(t.cat1Id, t.salesCount.desc(), t.skuId.desc()).where(sql`${t.onShelf}`),
    index('sku_search_cat2_idx').on(t.cat2Id, t.salesCount.desc(), t.skuId.desc()).where(sql`${t.onShelf}`),
    index('sku_search_cat3_idx').on(t.cat3Id, t.salesCount.desc(), t.skuId.desc()).where(sql`${t.onShelf}`),
    index('sku_search_brand_idx').on(t.brandId, t.salesCount.desc(), t.skuId.desc()).where(sql`${t.onShelf}`),
    index('sku_search_supplier_idx').on(t.supplierId).where(sql`${t.onShelf}`),
    index('sku_search_shop_idx').on(t.shopId, t.salesCount.desc(), t.skuId.desc()).where(sql`${t.onShelf}`),
  ],
);

/**
 * Facet rollup: how many on-shelf SKUs hold each lexeme, per (leaf category, brand, supplier, price band);
 * lexeme '' counts every on-shelf SKU. A search for one word, or none, reads its facets and total here
 * instead of visiting every match (73k rows for 螺丝 at 1M SKUs). Kept exact by indexSkus in the
 * transaction that writes sku_search.
 */
export const searchFacets = pgTable(
  'search_facets',
  {
    lexeme: text('lexeme').notNull(),
    cat3Id: idRef('cat3_id').notNull(),
    brandId: idRef('brand_id').notNull(),
    supplierId: idRef('supplier_id').notNull(),
    /** width_bucket of the price over the facet's band bounds (0 = below the first bound). */
    band: smallint('band').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lexeme, t.cat3Id, t.brandId, t.supplierId, t.band] })],
);

/** Dictionary for suggestions and typo tolerance: words of on-shelf goods with how many hold them. */
export const searchWords = pgTable(
  'search_words',
  {
    word: varchar('word', { length: 120 }).primaryKey(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    index('search_words_prefix_idx').using('btree', sql`lower(${t.word}) text_pattern_ops`),
  ],
);

/** Hot words shown under the search box (operators manage them in a later issue). */
export const hotWords = pgTable('hot_words', {
  id: identityId(),
  word: varchar('word', { length: 50 }).notNull(),
  /** The word shown to English readers ('' when none: the word itself is shown). */
  wordEn: varchar('word_en', { length: 50 }).notNull().default(''),
  sortNo: integer('sort_no').notNull().default(0),
  /** 1 enabled, 0 disabled. */
  status: smallint('status').notNull().default(1),
  createdAt: timestampTz('created_at').notNull(),
});

/** Each logged-in user's recent keywords; at most MAX_SEARCH_HISTORY are kept. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: identityId(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id),
    keyword: varchar('keyword', { length: 50 }).notNull(),
    searchedAt: timestampTz('searched_at').notNull(),
  },
  (t) => [uniqueIndex('search_history_user_id_keyword_key').on(t.userId, t.keyword)],
);

/** Which tokenizer (dictionary and rules) wrote the search documents; one row. */
export const searchIndexState = pgTable('search_index_state', {
  id: smallint('id').primaryKey(),
  tokenizerVersion: varchar('tokenizer_version', { length: 64 }).notNull(),
  indexedAt: timestampTz('indexed_at').notNull(),
});

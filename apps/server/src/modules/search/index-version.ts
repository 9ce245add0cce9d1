import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { now } from '../../platform/clock';
import { DOMAIN_DICTIONARY } from './domain-words';
import { SYNONYM_TEXT } from './synonyms';
import { searchIndexState, skuSearch } from './tables';

// Documents and queries must be cut by the same dictionary and rules, or words stop matching. The version
// of the tokenizer that wrote the documents is stored; a server whose tokenizer differs re-indexes first.

/**
 * Raise when tokenizer.ts or index-skus.ts changes how documents or queries are cut (2: price-band lexemes,
 * 3: English words also in the singular, 4: English names, item codes and synonyms, 5: channel and pool ids
 * for visibility); dictionary and synonym
 * changes count by themselves.
 */
const TOKENIZER_RULES = 5;

export const TOKENIZER_VERSION = createHash('sha256')
  .update(`${TOKENIZER_RULES}\n${DOMAIN_DICTIONARY}\n${SYNONYM_TEXT}`)
  .digest('hex')
  .slice(0, 16);

const STATE_ID = 1;

/** Records that the whole index is written by this tokenizer (after a full run). */
export async function markIndexCurrent(conn: Db | Tx): Promise<void> {
  const state = { id: STATE_ID, tokenizerVersion: TOKENIZER_VERSION, indexedAt: now() };
  await conn
    .insert(searchIndexState)
    .values(state)
    .onConflictDoUpdate({ target: searchIndexState.id, set: state });
}

/** A first partial run on an empty index (a seeder's batches) builds the index with this tokenizer. */
export async function markIndexStarted(conn: Db | Tx): Promise<void> {
  await conn
    .insert(searchIndexState)
    .values({ id: STATE_ID, tokenizerVersion: TOKENIZER_VERSION, indexedAt: now() })
    .onConflictDoNothing();
}

/** True when documents exist that another tokenizer (or an unknown one) wrote. */
export async function indexIsStale(conn: Db | Tx): Promise<boolean> {
  const [state] = await conn
    .select({ version: searchIndexState.tokenizerVersion })
    .from(searchIndexState)
    .where(eq(searchIndexState.id, STATE_ID));
  if (state) return state.version !== TOKENIZER_VERSION;
  const [{ rows }] = await conn.select({ rows: count() }).from(skuSearch);
  return Number(rows) > 0;
}

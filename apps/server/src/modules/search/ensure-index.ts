import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { indexSkus, lockIndex } from './index-skus';
import { indexIsStale, TOKENIZER_VERSION } from './index-version';

/**
 * Re-indexes every SKU when the stored documents were cut by another tokenizer (a new domain word, a
 * changed rule). Runs before the server takes requests; of several processes starting together one does
 * the work and the others find it done.
 */
export async function ensureSearchIndexCurrent(db: Db, log?: FastifyBaseLogger): Promise<boolean> {
  if (!(await indexIsStale(db))) return false;
  return db.transaction(async (tx) => {
    await lockIndex(tx);
    if (!(await indexIsStale(tx))) return false;
    const startedAt = Date.now();
    log?.info(
      { tokenizerVersion: TOKENIZER_VERSION },
      'search index was cut by another tokenizer: re-indexing',
    );
    const skus = await indexSkus(tx);
    log?.info({ skus, ms: Date.now() - startedAt }, 'search index re-indexed');
    return true;
  });
}

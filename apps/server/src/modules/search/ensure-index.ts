import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { indexSkus, lockIndex } from './index-skus';
import { indexIsStale, TOKENIZER_VERSION } from './index-version';

const PROGRESS_EVERY = 100_000;

/**
 * Re-indexes every SKU when the stored documents were cut by another tokenizer (a new domain word, a
 * changed rule). Runs before the server listens (main.ts), logging progress; of several processes starting
 * together one does the work and the others find it done.
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
    let logged = 0;
    const skus = await indexSkus(tx, undefined, (indexed) => {
      if (indexed - logged < PROGRESS_EVERY) return;
      logged = indexed;
      log?.info({ skus: indexed, ms: Date.now() - startedAt }, 're-indexing');
    });
    log?.info({ skus, ms: Date.now() - startedAt }, 'search index re-indexed');
    return true;
  });
}

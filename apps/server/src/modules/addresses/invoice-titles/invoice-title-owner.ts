import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BookLock, lockBook } from '../book-lock';
import { invoiceTitles } from '../tables';

/** Whose invoice titles the actor works on: its organisation's, or an individual member's own. */
export const ownerKeyOf = (actor: Actor): string =>
  actor.orgId === null ? `user:${actor.userId}` : `org:${actor.orgId}`;

export const ownedTitles = (actor: Actor) => eq(invoiceTitles.ownerKey, ownerKeyOf(actor));

/** Serialises writes to the actor's invoice-title book until the transaction ends. */
export const lockTitleBook = (tx: Tx, actor: Actor): Promise<void> =>
  actor.orgId === null
    ? lockBook(tx, BookLock.userInvoiceTitles, actor.userId)
    : lockBook(tx, BookLock.orgInvoiceTitles, actor.orgId);

import { type InvoiceTitle, type Page, queryInvoiceTitleList } from '@procuremart/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, readRecord, runList } from '../../../platform/lists';
import { invoiceTitles } from '../tables';
import { ownedTitles } from './invoice-title-owner';
import { invoiceTitleColumns, toInvoiceTitle } from './invoice-title-record';

type Query = ParsedInput<typeof queryInvoiceTitleList>;

const invoiceTitleList = (actor: Actor) =>
  defineListQuery<Query>()({
    rows: (db) => db.select(invoiceTitleColumns).from(invoiceTitles).$dynamic(),
    count: (db) => db.select({ total: count() }).from(invoiceTitles).$dynamic(),
    where: ownedTitles(actor),
    filters: filtersOf(queryInvoiceTitleList, {
      keyword: [invoiceTitles.title, invoiceTitles.creditCode],
      specialInvoice: invoiceTitles.specialInvoice,
    }),
    sorts: { updatedAt: invoiceTitles.updatedAt, title: invoiceTitles.title },
    defaultOrder: [desc(invoiceTitles.isDefault), desc(invoiceTitles.updatedAt)],
    tieBreaker: invoiceTitles.id,
    map: toInvoiceTitle,
  });

export function listInvoiceTitles(db: Db, actor: Actor, query: Query): Promise<Page<InvoiceTitle>> {
  return runList(db, invoiceTitleList(actor), query);
}

/** One invoice title of the actor's book, or E404 (another organisation's title does not exist for it). */
export function loadInvoiceTitle(db: Db | Tx, actor: Actor, invoiceTitleId: number): Promise<InvoiceTitle> {
  return readRecord(db, invoiceTitleList(actor), eq(invoiceTitles.id, invoiceTitleId));
}

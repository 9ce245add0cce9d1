import { type InvoiceTitle, type Page, queryInvoiceTitleList } from '@procuremart/contract';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, runList } from '../../../platform/lists';
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

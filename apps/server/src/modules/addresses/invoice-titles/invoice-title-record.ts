import type { InvoiceTitle } from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { throwIfNotFound } from '../../../platform/errors';
import { idText, isoText } from '../../../platform/ids';
import { invoiceTitles } from '../tables';
import { ownedTitles } from './invoice-title-owner';

export const invoiceTitleColumns = {
  id: invoiceTitles.id,
  title: invoiceTitles.title,
  creditCode: invoiceTitles.creditCode,
  specialInvoice: invoiceTitles.specialInvoice,
  bankName: invoiceTitles.bankName,
  bankAccount: invoiceTitles.bankAccount,
  registeredAddress: invoiceTitles.registeredAddress,
  registeredPhone: invoiceTitles.registeredPhone,
  isDefault: invoiceTitles.isDefault,
  version: invoiceTitles.version,
  updatedAt: invoiceTitles.updatedAt,
};
type TitleRow = Omit<typeof invoiceTitles.$inferSelect, 'ownerKey' | 'orgId' | 'userId' | 'createdAt'>;

export const toInvoiceTitle = ({ id, updatedAt, ...row }: TitleRow): InvoiceTitle => ({
  invoiceTitleId: idText(id),
  ...row,
  updatedAt: isoText(updatedAt),
});

/** One invoice title of the actor's book, or E404 (another organisation's title does not exist for it). */
export async function loadInvoiceTitle(
  db: Db | Tx,
  actor: Actor,
  invoiceTitleId: number,
): Promise<InvoiceTitle> {
  const [row] = await db
    .select(invoiceTitleColumns)
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, invoiceTitleId), ownedTitles(actor)));
  return toInvoiceTitle(throwIfNotFound(row));
}

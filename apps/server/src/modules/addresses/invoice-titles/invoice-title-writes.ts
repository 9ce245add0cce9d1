import {
  type addInvoiceTitle as addInvoiceTitleCall,
  type InvoiceTitle,
  MAX_INVOICE_TITLES,
  type updateInvoiceTitle as updateInvoiceTitleCall,
} from '@procuremart/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { fieldError, throwIfNotFound, throwIfStale } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { makeOnlyDefault, passDefaultOn } from '../book-defaults';
import { invoiceTitles } from '../tables';
import { loadInvoiceTitle } from './invoice-title-list';
import { lockTitleBook, ownedTitles, ownerKeyOf } from './invoice-title-owner';

type TitleFields = ParsedInput<typeof addInvoiceTitleCall>;

const contentOf = (input: TitleFields) => ({
  title: input.title,
  creditCode: input.creditCode,
  specialInvoice: input.specialInvoice,
  bankName: input.bankName,
  bankAccount: input.bankAccount,
  registeredAddress: input.registeredAddress,
  registeredPhone: input.registeredPhone,
});

async function ownTitle(tx: Tx, actor: Actor, invoiceTitleId: number) {
  const [row] = await tx
    .select({ id: invoiceTitles.id, isDefault: invoiceTitles.isDefault })
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, invoiceTitleId), ownedTitles(actor)));
  return throwIfNotFound(row);
}

const makeDefault = (tx: Tx, actor: Actor, invoiceTitleId: number) =>
  makeOnlyDefault(tx, invoiceTitles, ownedTitles(actor), invoiceTitleId);

export async function addInvoiceTitle(tx: Tx, actor: Actor, input: TitleFields): Promise<InvoiceTitle> {
  await lockTitleBook(tx, actor);
  const [{ held }] = await tx.select({ held: count() }).from(invoiceTitles).where(ownedTitles(actor));
  if (held >= MAX_INVOICE_TITLES)
    throw fieldError('invoice.limitReached', 'title', { max: MAX_INVOICE_TITLES });
  const at = now();
  const [created] = await tx
    .insert(invoiceTitles)
    .values({
      ownerKey: ownerKeyOf(actor),
      orgId: actor.orgId,
      userId: actor.userId,
      ...contentOf(input),
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: invoiceTitles.id });
  if (input.isDefault || held === 0) await makeDefault(tx, actor, created.id);
  return loadInvoiceTitle(tx, actor, created.id);
}

/** Edits a title of the actor's book only if nobody changed it since `version` was read (E409 otherwise). */
export async function updateInvoiceTitle(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof updateInvoiceTitleCall>,
): Promise<InvoiceTitle> {
  const invoiceTitleId = parseId(input.invoiceTitleId);
  await lockTitleBook(tx, actor);
  const existing = await ownTitle(tx, actor, invoiceTitleId);
  const updated = await tx
    .update(invoiceTitles)
    .set({
      ...contentOf(input),
      userId: actor.userId,
      version: sql`${invoiceTitles.version} + 1`,
      updatedAt: now(),
    })
    .where(and(eq(invoiceTitles.id, invoiceTitleId), eq(invoiceTitles.version, input.version)))
    .returning({ id: invoiceTitles.id });
  throwIfStale(updated);
  if (input.isDefault && !existing.isDefault) await makeDefault(tx, actor, invoiceTitleId);
  return loadInvoiceTitle(tx, actor, invoiceTitleId);
}

/** Deletes a title; a deleted default passes to the latest other title of the book. */
export async function deleteInvoiceTitle(
  tx: Tx,
  actor: Actor,
  input: { invoiceTitleId: string },
): Promise<{ invoiceTitleId: string }> {
  const invoiceTitleId = parseId(input.invoiceTitleId);
  await lockTitleBook(tx, actor);
  const existing = await ownTitle(tx, actor, invoiceTitleId);
  await tx.delete(invoiceTitles).where(eq(invoiceTitles.id, invoiceTitleId));
  if (existing.isDefault) await passDefaultOn(tx, invoiceTitles, ownedTitles(actor));
  return { invoiceTitleId: input.invoiceTitleId };
}

export async function setDefaultInvoiceTitle(
  tx: Tx,
  actor: Actor,
  input: { invoiceTitleId: string },
): Promise<InvoiceTitle> {
  const invoiceTitleId = parseId(input.invoiceTitleId);
  await lockTitleBook(tx, actor);
  await ownTitle(tx, actor, invoiceTitleId);
  await makeDefault(tx, actor, invoiceTitleId);
  return loadInvoiceTitle(tx, actor, invoiceTitleId);
}

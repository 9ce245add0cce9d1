import {
  type Address,
  type addAddress as addAddressCall,
  MAX_ADDRESSES_PER_USER,
  type updateAddress as updateAddressCall,
} from '@procuremart/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { fieldError, throwIfNotFound, throwIfStale } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { makeOnlyDefault, passDefaultOn } from '../book-defaults';
import { BookLock, lockBook } from '../book-lock';
import { addresses } from '../tables';
import { loadAddress } from './address-list';
import { resolveRegion } from './address-region';

type AddressFields = Omit<ParsedInput<typeof addAddressCall>, 'kind' | 'regionCodes'>;

const contentOf = (input: AddressFields) => ({
  contactName: input.contactName,
  mobile: input.mobile,
  phone: input.phone,
  detail: input.detail,
  tag: input.tag,
  shared: input.shared,
});

/** One of the actor's own addresses (a colleague's shared one may be read, never changed): E404 otherwise. */
async function ownAddress(tx: Tx, actor: Actor, addressId: number) {
  const [row] = await tx
    .select({ id: addresses.id, kind: addresses.kind, isDefault: addresses.isDefault })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, actor.userId)));
  return throwIfNotFound(row);
}

/** The user's book of one kind, as the owner condition of its defaults. */
const bookOf = (actor: Actor, kind: string) =>
  and(eq(addresses.userId, actor.userId), eq(addresses.kind, kind)) as SQL;
const makeDefault = (tx: Tx, actor: Actor, kind: string, addressId: number) =>
  makeOnlyDefault(tx, addresses, bookOf(actor, kind), addressId);

export async function addAddress(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof addAddressCall>,
): Promise<Address> {
  await lockBook(tx, BookLock.userAddresses, actor.userId);
  const region = await resolveRegion(tx, input.regionCodes);
  const [{ held }] = await tx
    .select({ held: count() })
    .from(addresses)
    .where(and(eq(addresses.userId, actor.userId), eq(addresses.kind, input.kind)));
  if (held >= MAX_ADDRESSES_PER_USER) {
    throw fieldError('address.limitReached', 'regionCodes', { max: MAX_ADDRESSES_PER_USER });
  }
  const at = now();
  const [created] = await tx
    .insert(addresses)
    .values({
      userId: actor.userId,
      orgId: actor.orgId,
      kind: input.kind,
      ...region,
      ...contentOf(input),
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: addresses.id });
  // The first address of a kind is the default whatever was asked.
  if (input.isDefault || held === 0) await makeDefault(tx, actor, input.kind, created.id);
  return loadAddress(tx, actor, created.id);
}

/** Edits one of the actor's addresses only if nobody changed it since `version` was read (E409 otherwise). */
export async function updateAddress(
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof updateAddressCall>,
): Promise<Address> {
  const addressId = parseId(input.addressId);
  await lockBook(tx, BookLock.userAddresses, actor.userId);
  const existing = await ownAddress(tx, actor, addressId);
  const region = await resolveRegion(tx, input.regionCodes);
  const updated = await tx
    .update(addresses)
    .set({ ...region, ...contentOf(input), version: sql`${addresses.version} + 1`, updatedAt: now() })
    .where(and(eq(addresses.id, addressId), eq(addresses.version, input.version)))
    .returning({ id: addresses.id });
  throwIfStale(updated);
  if (input.isDefault && !existing.isDefault) await makeDefault(tx, actor, existing.kind, addressId);
  return loadAddress(tx, actor, addressId);
}

/** Deletes one of the actor's addresses; a deleted default passes to the latest other address of its kind. */
export async function deleteAddress(
  tx: Tx,
  actor: Actor,
  input: { addressId: string },
): Promise<{ addressId: string }> {
  const addressId = parseId(input.addressId);
  await lockBook(tx, BookLock.userAddresses, actor.userId);
  const existing = await ownAddress(tx, actor, addressId);
  await tx.delete(addresses).where(eq(addresses.id, addressId));
  if (existing.isDefault) await passDefaultOn(tx, addresses, bookOf(actor, existing.kind));
  return { addressId: input.addressId };
}

export async function setDefaultAddress(
  tx: Tx,
  actor: Actor,
  input: { addressId: string },
): Promise<Address> {
  const addressId = parseId(input.addressId);
  await lockBook(tx, BookLock.userAddresses, actor.userId);
  const existing = await ownAddress(tx, actor, addressId);
  await makeDefault(tx, actor, existing.kind, addressId);
  return loadAddress(tx, actor, addressId);
}

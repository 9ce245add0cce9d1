import { type Address, type Page, queryAddressList } from '@procuremart/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { defineListQuery, readRecord, runList } from '../../../platform/lists';
import { users } from '../../identity/shared-tables';
import { addresses } from '../tables';
import { addressRow, visibleAddresses } from './address-record';

type Query = ParsedInput<typeof queryAddressList>;

/** The actor's addresses of a kind and its organisation's shared ones: its default first, then its own. */
const addressList = (actor: Actor) => {
  const row = addressRow(actor);
  return defineListQuery<Query>()({
    rows: (db) =>
      db.select(row.columns).from(addresses).innerJoin(users, eq(users.id, addresses.userId)).$dynamic(),
    count: (db) => db.select({ total: count() }).from(addresses).$dynamic(),
    where: visibleAddresses(actor),
    filters: filtersOf(queryAddressList, {
      kind: addresses.kind,
      keyword: [addresses.contactName, addresses.mobile, addresses.detail, addresses.tag],
    }),
    sorts: { updatedAt: addresses.updatedAt, contactName: addresses.contactName },
    defaultOrder: [
      desc(sql`${addresses.userId} = ${actor.userId} and ${addresses.isDefault}`),
      desc(sql`${addresses.userId} = ${actor.userId}`),
      desc(addresses.updatedAt),
    ],
    tieBreaker: addresses.id,
    map: row.toRow,
  });
};

export function listAddresses(db: Db, actor: Actor, query: Query): Promise<Page<Address>> {
  return runList(db, addressList(actor), query);
}

/** One address the actor may see, or E404 (another user's private address does not exist for it). */
export function loadAddress(db: Db | Tx, actor: Actor, addressId: number): Promise<Address> {
  return readRecord(db, addressList(actor), eq(addresses.id, addressId));
}

import {
  type Channel,
  type LookupItem,
  type Page,
  type Pool,
  queryChannelSkus,
  queryChannels,
  queryPoolSkus,
  queryPools,
  SkuStatus,
  type VisibilityMemberSku,
} from '@procuremart/contract';
import { type Column, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import type { ParsedInput } from '../../../platform/bind-call';
import { filtersOf } from '../../../platform/list-filters';
import { type AnyFilter, defineListQuery, runList } from '../../../platform/lists';
import { sqlRows } from '../../../platform/sql-rows';
import { channels, pools } from '../attribute-tables';
import { skuChannels, skuPools, skus } from '../goods-tables';
import { suppliers } from '../supplier-tables';
import { toChannel, toPool } from './group-output';
import { CHANNEL, type GroupKind, groupIdOf, POOL, readGroup } from './groups';
import { orgChannels, orgPools } from './tables';

/** How many SKUs and organisations a group has (subqueries on its link tables, per row). */
const memberCounts = (id: Column, skuGroup: Column, orgGroup: Column) => ({
  skuCount: sql<number>`(select count(*) from ${skuGroup.table} where ${skuGroup} = ${id})`.mapWith(Number),
  orgCount: sql<number>`(select count(*) from ${orgGroup.table} where ${orgGroup} = ${id})`.mapWith(Number),
});

/** Goods pools whose code or name contains the keyword (the call's declared filter), by id. */
const poolList = defineListQuery<ParsedInput<typeof queryPools>>()({
  rows: (db) =>
    db
      .select({
        id: pools.id,
        code: pools.code,
        name: pools.name,
        name_en: pools.nameEn,
        description: pools.description,
        ...memberCounts(pools.id, skuPools.poolId, orgPools.poolId),
      })
      .from(pools)
      .$dynamic(),
  count: (db) => db.select({ total: count() }).from(pools).$dynamic(),
  filters: filtersOf(queryPools, { keyword: [pools.code, pools.name, pools.nameEn] }),
  sorts: { code: pools.code, name: pools.name },
  defaultOrder: [],
  tieBreaker: pools.id,
  defaultTieBreak: 'ASC',
  map: ({ skuCount, orgCount, ...row }): Pool => toPool({ ...row, sku_count: skuCount, org_count: orgCount }),
});

/** Channels whose code or name contains the keyword, by id. */
const channelList = defineListQuery<ParsedInput<typeof queryChannels>>()({
  rows: (db) =>
    db
      .select({
        id: channels.id,
        code: channels.code,
        name: channels.name,
        name_en: channels.nameEn,
        ...memberCounts(channels.id, skuChannels.channelId, orgChannels.channelId),
      })
      .from(channels)
      .$dynamic(),
  count: (db) => db.select({ total: count() }).from(channels).$dynamic(),
  filters: filtersOf(queryChannels, { keyword: [channels.code, channels.name, channels.nameEn] }),
  sorts: { code: channels.code, name: channels.name },
  defaultOrder: [],
  tieBreaker: channels.id,
  defaultTieBreak: 'ASC',
  map: ({ skuCount, orgCount, ...row }): Channel =>
    toChannel({ ...row, sku_count: skuCount, org_count: orgCount }),
});

export const listPools = (db: Db, input: ParsedInput<typeof queryPools>): Promise<Page<Pool>> =>
  runList(db, poolList, input);

export const listChannels = (db: Db, input: ParsedInput<typeof queryChannels>): Promise<Page<Channel>> =>
  runList(db, channelList, input);

/** The pool's and the channel's member lists take the same input but for the group's name. */
type MemberQuery = ParsedInput<typeof queryPoolSkus> | ParsedInput<typeof queryChannelSkus>;

/**
 * The SKUs of one group (its scope filter: the group's id on the link table) whose name or goods code contains
 * the keyword, newest first unless sorted by SKU id.
 */
const memberList = (links: PgTable, skuId: Column, filters: Record<string, AnyFilter>) =>
  defineListQuery<MemberQuery>()({
    rows: (db) =>
      db
        .select({
          skuId: skus.id,
          skuName: skus.skuName,
          skuNameEn: skus.skuNameEn,
          supplierSkuCode: skus.supplierSkuCode,
          supplierName: suppliers.name,
          supplierNameEn: suppliers.nameEn,
          price: skus.salePrice,
          status: skus.status,
        })
        .from(links)
        .innerJoin(skus, eq(skus.id, skuId))
        .innerJoin(suppliers, eq(suppliers.id, skus.supplierId))
        .$dynamic(),
    count: (db) => db.select({ total: count() }).from(links).innerJoin(skus, eq(skus.id, skuId)).$dynamic(),
    filters,
    sorts: { skuId: skus.id },
    defaultOrder: [],
    tieBreaker: skus.id,
    map: ({ skuId, price, status, ...row }): VisibilityMemberSku => ({
      ...row,
      skuId: String(skuId),
      price: String(price),
      onShelf: status === SkuStatus.onShelf,
    }),
  });

const skuText = [skus.skuName, skus.skuNameEn, skus.supplierSkuCode] as const;
const poolSkuList = memberList(
  skuPools,
  skuPools.skuId,
  filtersOf(queryPoolSkus, { poolId: skuPools.poolId, keyword: [...skuText] }),
);
const channelSkuList = memberList(
  skuChannels,
  skuChannels.skuId,
  filtersOf(queryChannelSkus, { channelId: skuChannels.channelId, keyword: [...skuText] }),
);

/** One pool's SKUs (the pool must exist: else its not-found). */
export async function listPoolSkus(db: Db, input: ParsedInput<typeof queryPoolSkus>) {
  await readGroup(db, POOL, groupIdOf(POOL, input.poolId));
  return runList(db, poolSkuList, input);
}

/** One channel's SKUs (the channel must exist). */
export async function listChannelSkus(db: Db, input: ParsedInput<typeof queryChannelSkus>) {
  await readGroup(db, CHANNEL, groupIdOf(CHANNEL, input.channelId));
  return runList(db, channelSkuList, input);
}

/** The organisations granted one pool or channel, by name. */
export async function listGroupOrgs(db: Db, kind: GroupKind, groupId: number): Promise<LookupItem[]> {
  await readGroup(db, kind, groupId);
  const rows = await sqlRows<{ id: unknown; name: string }>(
    db,
    sql`select o.id, o.name from ${kind.orgLinks} l join org o on o.id = l.org_id
         where l.${kind.linkColumn} = ${groupId} order by o.name, o.id`,
  );
  return rows.map((row) => ({ id: String(row.id), name: row.name, nameEn: '' }));
}

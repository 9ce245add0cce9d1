import { ErrorCode } from '@procuremart/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { sqlRows } from '../../../platform/sql-rows';

// The visibility rule, one module for search, detail, cart, quick order and checkout:
// - a purchasing organisation WITHOUT channel grants sees every channel; with grants, only SKUs in at least
//   one granted channel (a SKU in no channel is then hidden);
// - likewise pools: without pool grants no pool limit; with grants, only SKUs in at least one granted pool;
// - anonymous visitors, operators and suppliers are not limited.

type Conn = Db | Tx;

/** The ids an organisation is limited to; null for a dimension it is not limited in. */
export interface Restriction {
  channelIds: number[] | null;
  poolIds: number[] | null;
}

const idsOf = (values: unknown[] | null): number[] | null =>
  values && values.length > 0 ? values.map(Number).sort((a, b) => a - b) : null;

/** An organisation's grants, or null when it has none (it sees everything). */
export async function orgRestriction(conn: Conn, orgId: number): Promise<Restriction | null> {
  const [row] = await sqlRows<{ channels: unknown[] | null; pools: unknown[] | null }>(
    conn,
    sql`select (select array_agg(channel_id) from org_channels where org_id = ${orgId}) as channels,
               (select array_agg(pool_id) from org_pools where org_id = ${orgId}) as pools`,
    'catalog_org_restriction',
  );
  const restriction = { channelIds: idsOf(row?.channels ?? null), poolIds: idsOf(row?.pools ?? null) };
  return restriction.channelIds || restriction.poolIds ? restriction : null;
}

/** The organisation whose grants limit the actor: a purchaser's; nobody else (nor anonymous) is limited. */
const limitedOrgOf = (actor: Actor | null): number | null =>
  actor?.kind === 'purchaser' ? actor.orgId : null;

/** Who is limited: a purchaser by its organisation's grants; everyone else (and nobody logged in) is not. */
export function restrictionOf(conn: Conn, actor: Actor | null): Promise<Restriction | null> {
  const orgId = limitedOrgOf(actor);
  return orgId === null ? Promise.resolve(null) : orgRestriction(conn, orgId);
}

/** The rule as a condition on sku_search rows (channel_ids, pool_ids arrays, GIN indexed). */
export function searchCondition(restriction: Restriction): SQL[] {
  const parts: SQL[] = [];
  if (restriction.channelIds) parts.push(sql`channel_ids && ${sql.param(restriction.channelIds)}::bigint[]`);
  if (restriction.poolIds) parts.push(sql`pool_ids && ${sql.param(restriction.poolIds)}::bigint[]`);
  return parts;
}

/** The rule as a SQL condition: may organisation `orgId` see SKU `skuId` (both SQL expressions)? */
export const orgMaySee = (orgId: SQL, skuId: SQL): SQL => sql`(
  (not exists (select 1 from org_channels oc where oc.org_id = ${orgId})
    or exists (select 1 from org_channels oc join sku_channels sc on sc.channel_id = oc.channel_id
                where oc.org_id = ${orgId} and sc.sku_id = ${skuId}))
  and (not exists (select 1 from org_pools op where op.org_id = ${orgId})
    or exists (select 1 from org_pools op join sku_pools sp on sp.pool_id = op.pool_id
                where op.org_id = ${orgId} and sp.sku_id = ${skuId})))`;

/**
 * The SKUs among `skuIds` the actor may not see (none for anyone not limited). The organisation's grants
 * are read first (most organisations have none: then nothing more is asked), then one fixed statement tests
 * the SKUs against them, which PostgreSQL plans once (the rule with its grant lookups cost a plan per run).
 */
export async function hiddenSkuIds(conn: Conn, actor: Actor | null, skuIds: number[]): Promise<Set<number>> {
  if (skuIds.length === 0) return new Set();
  const restriction = await restrictionOf(conn, actor);
  if (!restriction) return new Set();
  const rows = await sqlRows<{ id: unknown }>(
    conn,
    sql`select id from unnest(${sql.param([...new Set(skuIds)])}::bigint[]) as u(id)
         where (${sql.param(restriction.channelIds)}::bigint[] is not null and not exists (
                  select 1 from sku_channels sc
                   where sc.sku_id = u.id and sc.channel_id = any(${sql.param(restriction.channelIds)}::bigint[])))
            or (${sql.param(restriction.poolIds)}::bigint[] is not null and not exists (
                  select 1 from sku_pools sp
                   where sp.sku_id = u.id and sp.pool_id = any(${sql.param(restriction.poolIds)}::bigint[])))`,
    'catalog_hidden_skus',
  );
  return new Set(rows.map((row) => Number(row.id)));
}

export const notVisibleError = (field?: string) =>
  new BusinessError(ErrorCode.business, 'visibility.notInYourChannels', {}, field);

/** Refuses SKUs outside the actor's channels and pools (cart, quick order, settlement, submit). */
export async function throwIfNotVisible(
  conn: Conn,
  actor: Actor | null,
  skuIds: number[],
  field?: string,
): Promise<void> {
  if ((await hiddenSkuIds(conn, actor, skuIds)).size > 0) throw notVisibleError(field);
}

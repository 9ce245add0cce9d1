import type { LookupItem, OrgVisibility } from '@procuremart/contract';
import { ErrorCode } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { BusinessError, fieldError } from '../../../platform/errors';
import { sqlRows } from '../../../platform/sql-rows';
import { idsOf, PURCHASING_ORG } from './group-writes';

const orgNotFound = () => new BusinessError(ErrorCode.notFound, 'visibility.orgNotFound');

function orgIdOf(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value)) throw orgNotFound();
  return value;
}

const items = (rows: { id: unknown; name: string; name_en: string }[]): LookupItem[] =>
  rows.map((row) => ({ id: String(row.id), name: row.name, nameEn: row.name_en }));

/** The channels and pools one purchasing organisation is limited to (empty: not limited). */
export async function loadOrgVisibility(conn: Db | Tx, id: string): Promise<OrgVisibility> {
  const orgId = orgIdOf(id);
  const [org] = await sqlRows<{ name: string }>(
    conn,
    sql`select name from org where id = ${orgId} ${PURCHASING_ORG}`,
  );
  if (!org) throw orgNotFound();
  const [channels, pools] = await Promise.all([
    sqlRows<{ id: unknown; name: string; name_en: string }>(
      conn,
      sql`select c.id, c.name, c.name_en from org_channels l join channels c on c.id = l.channel_id
           where l.org_id = ${orgId} order by c.code`,
    ),
    sqlRows<{ id: unknown; name: string; name_en: string }>(
      conn,
      sql`select p.id, p.name, p.name_en from org_pools l join pools p on p.id = l.pool_id
           where l.org_id = ${orgId} order by p.code`,
    ),
  ]);
  return { orgId: String(orgId), orgName: org.name, channels: items(channels), pools: items(pools) };
}

/** Replaces an organisation's channel and pool grants; the organisation's row is locked while they change. */
export async function setOrgVisibility(
  tx: Tx,
  input: { orgId: string; channelIds: string[]; poolIds: string[] },
): Promise<OrgVisibility> {
  const orgId = orgIdOf(input.orgId);
  const locked = await sqlRows(tx, sql`select id from org where id = ${orgId} ${PURCHASING_ORG} for update`);
  if (locked.length === 0) throw orgNotFound();
  const channelIds = idsOf(input.channelIds);
  const poolIds = idsOf(input.poolIds);
  const [found] = await sqlRows<{ channels: unknown; pools: unknown }>(
    tx,
    sql`select (select count(*) from channels where id = any(${sql.param(channelIds)}::bigint[])) as channels,
               (select count(*) from pools where id = any(${sql.param(poolIds)}::bigint[])) as pools`,
  );
  if (Number(found.channels) !== channelIds.length)
    throw fieldError('visibility.channelNotFound', 'channelIds');
  if (Number(found.pools) !== poolIds.length) throw fieldError('visibility.poolNotFound', 'poolIds');
  await tx.execute(sql`delete from org_channels where org_id = ${orgId}`);
  await tx.execute(sql`delete from org_pools where org_id = ${orgId}`);
  if (channelIds.length > 0)
    await tx.execute(sql`insert into org_channels (org_id, channel_id)
      select ${orgId}, u.id from unnest(${sql.param(channelIds)}::bigint[]) as u(id)`);
  if (poolIds.length > 0)
    await tx.execute(sql`insert into org_pools (org_id, pool_id)
      select ${orgId}, u.id from unnest(${sql.param(poolIds)}::bigint[]) as u(id)`);
  return loadOrgVisibility(tx, input.orgId);
}

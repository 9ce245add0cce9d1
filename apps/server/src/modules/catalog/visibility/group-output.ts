import type { Channel, Pool } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import type { GroupRow } from './groups';

/** pools.description, which channels do not have. */
export const POOL_EXTRA = sql`, g.description`;

export const toPool = (row: GroupRow): Pool => ({
  poolId: String(row.id),
  code: row.code,
  name: row.name,
  nameEn: row.name_en,
  description: row.description ?? '',
  skuCount: Number(row.sku_count),
  orgCount: Number(row.org_count),
});

export const toChannel = (row: GroupRow): Channel => ({
  channelId: String(row.id),
  code: row.code,
  name: row.name,
  nameEn: row.name_en,
  skuCount: Number(row.sku_count),
  orgCount: Number(row.org_count),
});

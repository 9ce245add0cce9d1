import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { idRef } from '../../../db/columns';
import { orgs } from '../../org/shared-tables';
import { channels, pools } from '../attribute-tables';

// Which channels and pools a purchasing organisation is limited to (visibility-rule.ts says what they mean).

/** An organisation's channel grants: with any, it sees only SKUs in at least one granted channel. */
export const orgChannels = pgTable(
  'org_channels',
  {
    orgId: idRef('org_id')
      .notNull()
      .references(() => orgs.id),
    channelId: idRef('channel_id')
      .notNull()
      .references(() => channels.id),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.channelId] }),
    index('org_channels_channel_id_idx').on(t.channelId),
  ],
);

/** An organisation's pool grants: with any, it sees only SKUs in at least one granted pool. */
export const orgPools = pgTable(
  'org_pools',
  {
    orgId: idRef('org_id')
      .notNull()
      .references(() => orgs.id),
    poolId: idRef('pool_id')
      .notNull()
      .references(() => pools.id),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.poolId] }), index('org_pools_pool_id_idx').on(t.poolId)],
);

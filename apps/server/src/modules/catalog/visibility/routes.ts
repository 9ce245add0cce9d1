import {
  deleteChannel,
  deletePool,
  lookupVisibilityOrgs,
  lookupVisibilitySkus,
  queryChannelOrgs,
  queryChannelSkus,
  queryChannels,
  queryOrgVisibility,
  queryPoolOrgs,
  queryPoolSkus,
  queryPools,
  saveChannel,
  savePool,
  setChannelOrgs,
  setChannelSkus,
  setOrgVisibility,
  setPoolOrgs,
  setPoolSkus,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { listChannelSkus, listChannels, listGroupOrgs, listPoolSkus, listPools } from './group-lists';
import { POOL_EXTRA, toChannel, toPool } from './group-output';
import { deleteGroup, saveGroup, setGroupOrgs, setGroupSkus } from './group-writes';
import { CHANNEL, groupIdOf, POOL } from './groups';
import { lookupOrgs, lookupSkus } from './lookups';
import { loadOrgVisibility, setOrgVisibility as replaceOrgVisibility } from './org-visibility';

export function registerVisibilityRoutes(app: FastifyInstance): void {
  bindCall(app, queryPools, ({ db, input }) => listPools(db, input));
  bindCall(app, savePool, async ({ tx, input }) => {
    const { poolId, ...values } = input;
    return toPool(await saveGroup(tx, POOL, poolId, values, POOL_EXTRA));
  });
  bindCall(app, deletePool, async ({ tx, input }) => {
    await deleteGroup(tx, POOL, input.poolId, false);
    return { poolId: input.poolId };
  });
  bindCall(app, queryPoolSkus, ({ db, input }) => listPoolSkus(db, input));
  bindCall(app, setPoolSkus, ({ tx, input }) => setGroupSkus(tx, POOL, input.poolId, input));
  bindCall(app, queryPoolOrgs, ({ db, input }) => listGroupOrgs(db, POOL, groupIdOf(POOL, input.poolId)));
  bindCall(app, setPoolOrgs, ({ tx, input }) => setGroupOrgs(tx, POOL, input.poolId, input));

  bindCall(app, queryChannels, ({ db, input }) => listChannels(db, input));
  bindCall(app, saveChannel, async ({ tx, input }) => {
    const { channelId, ...values } = input;
    return toChannel(await saveGroup(tx, CHANNEL, channelId, values));
  });
  bindCall(app, deleteChannel, async ({ tx, input }) => {
    await deleteGroup(tx, CHANNEL, input.channelId, true);
    return { channelId: input.channelId };
  });
  bindCall(app, queryChannelSkus, ({ db, input }) => listChannelSkus(db, input));
  bindCall(app, setChannelSkus, ({ tx, input }) => setGroupSkus(tx, CHANNEL, input.channelId, input));
  bindCall(app, queryChannelOrgs, ({ db, input }) =>
    listGroupOrgs(db, CHANNEL, groupIdOf(CHANNEL, input.channelId)),
  );
  bindCall(app, setChannelOrgs, ({ tx, input }) => setGroupOrgs(tx, CHANNEL, input.channelId, input));

  bindCall(app, queryOrgVisibility, ({ db, input }) => loadOrgVisibility(db, input.orgId));
  bindCall(app, setOrgVisibility, ({ tx, input }) => replaceOrgVisibility(tx, input));
  bindCall(app, lookupVisibilityOrgs, ({ db, input }) => lookupOrgs(db, input));
  bindCall(app, lookupVisibilitySkus, ({ db, input }) => lookupSkus(db, input));
}

import {
  addCommodityGroupSkus,
  createCommodityGroup,
  deleteCommodityGroup,
  getCommodityGroup,
  queryCommodityGroupList,
  queryRelatedGoods,
  queryRelatedGoodsSetting,
  removeCommodityGroupSkus,
  saveRelatedGoods,
  searchSkuCandidates,
  sortCommodityGroupSkus,
  updateCommodityGroup,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall, bindPublicCall } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { listGroups } from './group-list';
import { addGroupSkus, removeGroupSkus, sortGroupSkus } from './group-members';
import { loadGroup, loadGroupSkus } from './group-record';
import { createGroup, deleteGroup, updateGroup } from './group-writes';
import { loadRelatedGoods, loadRelatedSetting, saveRelatedGoods as saveRelated } from './related-goods';
import { listSkuCandidates } from './sku-candidates';

export function registerGroupRoutes(app: FastifyInstance): void {
  bindCall(app, queryCommodityGroupList, ({ db, input }) => listGroups(db, input));
  bindCall(app, getCommodityGroup, async ({ db, input }) => {
    const groupId = parseId(input.groupId);
    const group = await loadGroup(db, groupId);
    return { ...group, skus: await loadGroupSkus(db, groupId) };
  });
  bindCall(app, createCommodityGroup, ({ tx, actor, input }) => createGroup(tx, actor, input));
  bindCall(app, updateCommodityGroup, ({ tx, actor, input }) => updateGroup(tx, actor, input));
  bindCall(app, deleteCommodityGroup, ({ tx, actor, input }) => deleteGroup(tx, actor, input));
  bindCall(app, addCommodityGroupSkus, ({ tx, actor, input }) => addGroupSkus(tx, actor, input));
  bindCall(app, removeCommodityGroupSkus, ({ tx, actor, input }) => removeGroupSkus(tx, actor, input));
  bindCall(app, sortCommodityGroupSkus, ({ tx, actor, input }) => sortGroupSkus(tx, actor, input));
  bindCall(app, searchSkuCandidates, ({ db, actor, input }) => listSkuCandidates(db, actor, input));
  bindCall(app, queryRelatedGoodsSetting, ({ db, actor, input }) =>
    loadRelatedSetting(db, actor, input.spuId),
  );
  bindCall(app, saveRelatedGoods, ({ tx, actor, input }) => saveRelated(tx, actor, input));
  bindPublicCall(app, queryRelatedGoods, ({ db, input }) => loadRelatedGoods(db, input.spuId));
}

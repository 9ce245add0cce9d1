import {
  checkOrgExist,
  dealOrg,
  getOrgDetail,
  queryEnterpriseOrgList,
  queryOrgTree,
  saveOrg,
  transferOrg,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind-call';
import { idText, parseId } from '../../platform/ids';
import { dealOrg as takeOrgDeal } from './org-deal';
import { listEnterpriseOrgs } from './org-list';
import { loadOrgDetail, queryTree } from './org-reads';
import { transferOrg as moveOrg, saveOrg as writeOrg } from './org-save';
import { findRegisteredOrg } from './org-trading';

export function registerOrgRoutes(app: FastifyInstance): void {
  bindCall(app, queryOrgTree, ({ db, actor, input }) => queryTree(db, actor, input));
  bindCall(app, queryEnterpriseOrgList, ({ db, actor, input }) => listEnterpriseOrgs(db, actor, input));
  bindCall(app, getOrgDetail, ({ db, actor, input }) => loadOrgDetail(db, actor, parseId(input.orgId)));
  bindCall(app, saveOrg, ({ tx, actor, input }) => writeOrg(tx, actor, input));
  bindCall(app, transferOrg, ({ tx, actor, input }) => moveOrg(tx, actor, input));
  bindCall(app, dealOrg, ({ tx, actor, input }) => takeOrgDeal(tx, actor, input));
  bindCall(app, checkOrgExist, async ({ db, input }) => {
    const exceptId = input.orgId ? parseId(input.orgId) : undefined;
    const found = await findRegisteredOrg(db, { ...input, exceptId });
    return {
      nameTaken: found?.nameTaken ?? false,
      creditCodeTaken: found?.creditCodeTaken ?? false,
      orgId: found ? idText(found.id) : null,
    };
  });
}

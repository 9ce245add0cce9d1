import {
  dealOrgInfoChange,
  getMyAccountSet,
  getMyMerchantInfo,
  getOrgAccountSet,
  getOrgInfoChangeDetail,
  OrgInfoChangeKind,
  queryOrgInfoChangeList,
  submitAccountSet,
  submitMerchantInfoChange,
  withdrawAccountSet,
  withdrawMerchantInfoChange,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { bindCall } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { latestChange, listChanges, loadChangeDetail } from './change-list';
import { decideChanges, ownOrgId, submitChange, withdrawChange } from './change-writes';
import { approvedAccountSet, currentInfo } from './current-info';

/** An organisation's own view of a kind: the live info, its pending change and its last decided one. */
async function ownInfo<V>(db: Db, actor: Actor, kind: string) {
  const orgId = await ownOrgId(db, actor);
  return {
    current: (await currentInfo(db, kind, orgId)) as V | null,
    pending: await latestChange(db, actor, orgId, kind, true),
    last: await latestChange(db, actor, orgId, kind, false),
  };
}

export function registerOrgChangeRoutes(app: FastifyInstance): void {
  bindCall(app, getMyMerchantInfo, ({ db, actor }) => ownInfo(db, actor, OrgInfoChangeKind.merchantInfo));
  bindCall(app, submitMerchantInfoChange, ({ tx, actor, input }) =>
    submitChange(tx, actor, OrgInfoChangeKind.merchantInfo, input),
  );
  bindCall(app, withdrawMerchantInfoChange, ({ tx, actor, input }) =>
    withdrawChange(tx, actor, OrgInfoChangeKind.merchantInfo, parseId(input.changeId)),
  );
  bindCall(app, getMyAccountSet, ({ db, actor }) => ownInfo(db, actor, OrgInfoChangeKind.accountSet));
  bindCall(app, submitAccountSet, ({ tx, actor, input }) =>
    submitChange(tx, actor, OrgInfoChangeKind.accountSet, input),
  );
  bindCall(app, withdrawAccountSet, ({ tx, actor, input }) =>
    withdrawChange(tx, actor, OrgInfoChangeKind.accountSet, parseId(input.changeId)),
  );
  bindCall(app, getOrgAccountSet, ({ db, input }) => approvedAccountSet(db, parseId(input.orgId)));
  bindCall(app, queryOrgInfoChangeList, ({ db, actor, input }) => listChanges(db, actor, input));
  bindCall(app, getOrgInfoChangeDetail, ({ db, actor, input }) =>
    loadChangeDetail(db, actor, parseId(input.changeId)),
  );
  bindCall(app, dealOrgInfoChange, ({ tx, actor, input }) =>
    decideChanges(tx, actor, { ...input, changeIds: input.changeIds.map(parseId) }),
  );
}

import {
  addMember,
  authoriseMember,
  changePassword,
  dealMember,
  getIndividualDetail,
  getMemberDetail,
  queryGrantableRoles,
  queryMemberList,
  resetPassword,
  saveIndividual,
  transferMember,
  updateMember,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { recordWithHistory } from '../../../platform/steps/record-calls';
import { changeOwnPassword } from './change-password';
import { loadIndividual, saveIndividualMember } from './individuals';
import { listMembers, loadMember } from './member-list';
import { memberSteps } from './member-steps';
import * as writes from './member-writes';

export function registerMemberRoutes(app: FastifyInstance): void {
  bindCall(app, queryMemberList, ({ db, actor, input }) => listMembers(db, actor, input));
  bindCall(app, getMemberDetail, recordWithHistory(memberSteps, 'userId', loadMember));
  bindCall(app, addMember, ({ tx, actor, input }) => writes.addMember(tx, actor, input));
  bindCall(app, updateMember, ({ tx, actor, input }) => writes.updateMember(tx, actor, input));
  bindCall(app, dealMember, ({ tx, actor, input }) => writes.dealMember(tx, actor, input));
  bindCall(app, resetPassword, ({ tx, actor, input }) => writes.resetMemberPassword(tx, actor, input));
  bindCall(app, queryGrantableRoles, ({ db, actor, input }) =>
    writes.queryGrantable(db, actor, input.userId),
  );
  bindCall(app, authoriseMember, ({ tx, actor, input }) => writes.authoriseMember(tx, actor, input));
  bindCall(app, transferMember, ({ tx, actor, input }) => writes.transferMember(tx, actor, input));
  bindCall(app, getIndividualDetail, ({ db, actor, input }) => loadIndividual(db, actor, input));
  bindCall(app, saveIndividual, ({ tx, actor, input }) => saveIndividualMember(tx, actor, input));
  bindCall(app, changePassword, ({ db, actor, input }) => changeOwnPassword(db, actor, input), {
    transaction: 'handler',
  });
}

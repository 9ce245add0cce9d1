import {
  dealOrgAudit,
  getMyOrgApplication,
  getOrgAuditDetail,
  ORG_AUDIT_PERMISSION,
  queryRegistrationCategories,
  releaseOrgApplication,
  saveMyOrgApplication,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall, bindPublicCall } from '../../platform/bind-call';
import { parseId } from '../../platform/ids';
import { defineFileRecordAccess } from '../files';
import { loadApplicationDetail, loadOwnApplication } from './application-detail';
import { saveOwn } from './own-application';
import { decideRegistrations } from './registration-audit';
import { registrationCategories } from './registration-categories';
import { releaseHeldRegistration } from './release';

export function registerOnboardingRoutes(app: FastifyInstance): void {
  // A licence is seen by its own organisation's applicant and by the operators who audit registrations.
  defineFileRecordAccess('orgApplication', async (_db, actor, orgId) =>
    actor.kind === 'operator'
      ? [ORG_AUDIT_PERMISSION.audit, ORG_AUDIT_PERMISSION.merchants].some((c) => actor.menuCodes.includes(c))
      : actor.orgId === orgId,
  );
  bindPublicCall(app, queryRegistrationCategories, ({ db }) => registrationCategories(db));
  bindCall(app, getMyOrgApplication, ({ db, actor }) => loadOwnApplication(db, actor));
  bindCall(app, saveMyOrgApplication, async ({ tx, actor, input }) =>
    loadApplicationDetail(tx, actor, await saveOwn(tx, actor, input)),
  );
  bindCall(app, getOrgAuditDetail, ({ db, actor, input }) =>
    loadApplicationDetail(db, actor, parseId(input.orgId)),
  );
  bindCall(app, dealOrgAudit, ({ tx, actor, input }) =>
    decideRegistrations(tx, actor, { ...input, orgIds: input.orgIds.map(parseId) }),
  );
  bindCall(app, releaseOrgApplication, ({ tx, actor, input }) =>
    releaseHeldRegistration(tx, actor, parseId(input.orgId), input.reason),
  );
}

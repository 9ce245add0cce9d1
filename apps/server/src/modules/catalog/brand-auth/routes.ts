import {
  applyBrandAuth,
  auditBrandAuth,
  BRAND_AUTH_PERMISSION,
  getBrandAuth,
  getBrandAuthForAudit,
  queryAuthorisedBrands,
  queryBrandAuthAuditList,
  queryBrandAuthList,
  queryBrandChoices,
  startBrandAuth,
  stopBrandAuth,
  withdrawBrandAuth,
} from '@procuremart/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bindCall, mayMakeCall } from '../../../platform/bind-call';
import { parseId } from '../../../platform/ids';
import { ownsRow } from '../../../platform/scope';
import { defineFileRecordAccess } from '../../files';
import { authorisedBrands, brandChoices } from './authorised-brands';
import { applyBrandAuth as apply } from './brand-auth-apply';
import { auditBrandAuth as decideBrandAuth } from './brand-auth-approval';
import { listBrandAuthAudit, listBrandAuths } from './brand-auth-lists';
import { loadAuthDetail } from './brand-auth-record';
import * as steps from './brand-auth-steps';
import { brandAuths } from './tables';

export function registerBrandAuthRoutes(app: FastifyInstance): void {
  // The letters are seen by the supplier that applied and by operators who audit authorisations.
  defineFileRecordAccess('brandAuth', async (db, actor, authId) => {
    if (actor.kind === 'operator') return actor.menuCodes.includes(BRAND_AUTH_PERMISSION.audit);
    const [auth] = await db
      .select({ supplierId: brandAuths.supplierId })
      .from(brandAuths)
      .where(eq(brandAuths.id, authId));
    return auth !== undefined && ownsRow(actor, auth) && mayMakeCall(actor, getBrandAuth);
  });
  bindCall(app, queryBrandAuthList, ({ db, actor, input }) => listBrandAuths(db, actor, input));
  bindCall(app, queryBrandAuthAuditList, ({ db, actor, input }) => listBrandAuthAudit(db, actor, input));
  bindCall(app, getBrandAuth, ({ db, actor, input }) => loadAuthDetail(db, actor, parseId(input.authId)));
  bindCall(app, getBrandAuthForAudit, ({ db, actor, input }) =>
    loadAuthDetail(db, actor, parseId(input.authId)),
  );
  bindCall(app, queryBrandChoices, ({ db, input }) => brandChoices(db, input));
  bindCall(app, queryAuthorisedBrands, ({ db, actor }) => authorisedBrands(db, actor));
  bindCall(app, applyBrandAuth, ({ tx, actor, input }) => apply(tx, actor, input));
  bindCall(app, auditBrandAuth, ({ tx, actor, input }) => decideBrandAuth(tx, actor, input));
  bindCall(app, stopBrandAuth, ({ tx, actor, input }) => steps.takeBrandAuthStep(tx, actor, input, 'stop'));
  bindCall(app, startBrandAuth, ({ tx, actor, input }) => steps.takeBrandAuthStep(tx, actor, input, 'start'));
  bindCall(app, withdrawBrandAuth, ({ tx, actor, input }) =>
    steps.takeBrandAuthStep(tx, actor, input, 'withdraw'),
  );
}

import { type BrandAuthStatusCode, brandAuthMachine, ErrorCode } from '@procuremart/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { now } from '../../../config';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { BusinessError } from '../../../platform/errors';
import { idText, parseId } from '../../../platform/ids';
import type { Guard } from '../../../platform/module';
import { ownsRow } from '../../../platform/scope';
import { transition } from '../../../platform/transition';
import { authNotFound } from './brand-auth-record';
import { brandAuths } from './tables';
import { chinaToday, isExpired } from './validity';

type AuthEvent = (typeof brandAuthMachine.transitions)[number]['event'];

/**
 * Takes one machine step on each named authorisation, all or nothing: one that is unknown or not the
 * actor's (a supplier's own only) refuses the whole request with nothing changed, as does one the step
 * does not apply to. The reason is kept on the row and in its status history.
 */
export async function takeBrandAuthStep(
  tx: Tx,
  actor: Actor,
  input: { authIds: string[]; reason?: string },
  event: AuthEvent,
): Promise<{ authIds: string[]; status: number }> {
  const ids = [...new Set(input.authIds.map(parseId))];
  const rows = await tx
    .select({ id: brandAuths.id, status: brandAuths.status, supplierId: brandAuths.supplierId })
    .from(brandAuths)
    .where(inArray(brandAuths.id, ids))
    .for('update');
  if (rows.length !== ids.length || rows.some((row) => !ownsRow(actor, row))) throw authNotFound();
  const reason = input.reason?.trim() ?? '';
  let status = 0;
  for (const row of rows) {
    const from = row.status as BrandAuthStatusCode;
    status = await transition(tx, brandAuthMachine, {
      targetId: row.id,
      from,
      event,
      actor,
      remark: reason,
      apply: async (to) => {
        const changed = await tx
          .update(brandAuths)
          .set({
            status: to,
            reason,
            updatedAt: now(),
            updatedBy: actor.userId,
            version: sql`${brandAuths.version} + 1`,
          })
          .where(and(eq(brandAuths.id, row.id), eq(brandAuths.status, from)))
          .returning({ id: brandAuths.id });
        return changed.length;
      },
    });
  }
  return { authIds: rows.map((r) => idText(r.id)), status };
}

export const auditBrandAuth = (
  tx: Tx,
  actor: Actor,
  input: { authIds: string[]; passed: boolean; reason: string },
) => takeBrandAuthStep(tx, actor, input, input.passed ? 'approve' : 'reject');

/** The machine's named guards: an authorisation in force is renewed only once it has expired. */
export const brandAuthGuards: Record<string, Guard> = {
  throwIfBrandAuthNotExpired: async (tx, { targetId }) => {
    const [row] = await tx
      .select({ status: brandAuths.status, validTo: brandAuths.validTo })
      .from(brandAuths)
      .where(eq(brandAuths.id, targetId));
    if (!row || !isExpired(row, chinaToday()))
      throw new BusinessError(ErrorCode.business, 'brandAuth.notExpired');
  },
};

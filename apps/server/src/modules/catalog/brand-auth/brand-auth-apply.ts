import {
  type applyBrandAuth as applyBrandAuthCall,
  type BrandAuthRow,
  BrandAuthStatus,
  type BrandAuthStatusCode,
  brandAuthMachine,
} from '@procuremart/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { fieldError, forbiddenError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { recordCreation } from '../../../platform/steps/record-creation';
import { takeSteps } from '../../../platform/steps/take-steps';
import { attachFile } from '../../files';
import { brands } from '../tables';
import { startBrandAuthAudit } from './brand-auth-approval';
import { brandAuthSteps } from './brand-auth-machine';
import { loadAuthRow } from './brand-auth-record';
import { brandAuthLetters, brandAuths } from './tables';
import { chinaToday, isExpired } from './validity';

type ApplyInput = ParsedInput<typeof applyBrandAuthCall>;

const alreadyOpen = () => fieldError('brandAuth.alreadyOpen', 'brandId');

async function throwIfBrandUnavailable(tx: Tx, brandId: number): Promise<void> {
  const [brand] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.status, 1)));
  if (!brand) throw fieldError('brandAuth.brandUnavailable', 'brandId');
}

/** The letters replace the application's previous ones: the supplier's fresh uploads or files it already had. */
async function writeLetters(tx: Tx, actor: Actor, authId: number, fileIds: string[]): Promise<void> {
  await tx.delete(brandAuthLetters).where(eq(brandAuthLetters.authId, authId));
  for (const [sortNo, fileId] of [...new Set(fileIds)].entries()) {
    const id = await attachFile(tx, actor, fileId, {
      recordType: 'brandAuth',
      recordId: authId,
      group: 'document',
      field: 'letterFileIds',
    });
    await tx.insert(brandAuthLetters).values({ authId, fileId: id, sortNo });
  }
}

async function createApplication(
  tx: Tx,
  actor: Actor,
  supplierId: number,
  brandId: number,
  input: ApplyInput,
) {
  const at = now();
  const [created] = await tx
    .insert(brandAuths)
    .values({
      supplierId,
      brandId,
      status: BrandAuthStatus.applied,
      validFrom: input.validFrom,
      validTo: input.validTo,
      remark: input.remark,
      appliedAt: at,
      updatedAt: at,
      updatedBy: actor.userId,
    })
    .onConflictDoNothing()
    .returning({ id: brandAuths.id });
  // Someone of the same supplier applied for the brand at the same moment.
  if (!created) throw alreadyOpen();
  await recordCreation(tx, brandAuthMachine, {
    targetId: created.id,
    status: BrandAuthStatus.applied,
    actor,
    at,
    event: 'apply',
    remark: input.remark,
  });
  return created.id;
}

/**
 * A supplier applies to sell a brand: a new application, or the same row applied for again once rejected,
 * stopped or expired (through the machine); an application awaiting audit or an authorisation in force is
 * refused. The end date may not have passed already.
 */
export async function applyBrandAuth(tx: Tx, actor: Actor, input: ApplyInput): Promise<BrandAuthRow> {
  const supplierId = actor.supplierId;
  if (supplierId === null) throw forbiddenError();
  const today = chinaToday();
  if (input.validTo < today) throw fieldError('brandAuth.endInPast', 'validTo');
  const brandId = parseId(input.brandId);
  await throwIfBrandUnavailable(tx, brandId);
  const [existing] = await tx
    .select({ id: brandAuths.id, status: brandAuths.status, validTo: brandAuths.validTo })
    .from(brandAuths)
    .where(and(eq(brandAuths.supplierId, supplierId), eq(brandAuths.brandId, brandId)))
    .for('update');
  let authId: number;
  if (!existing) {
    authId = await createApplication(tx, actor, supplierId, brandId, input);
  } else {
    const from = existing.status as BrandAuthStatusCode;
    if (from === BrandAuthStatus.applied || (from === BrandAuthStatus.active && !isExpired(existing, today)))
      throw alreadyOpen();
    authId = existing.id;
    await takeSteps(tx, brandAuthSteps, {
      ids: [authId],
      event: from === BrandAuthStatus.active ? 'renew' : 'resubmit',
      actor,
      remark: input.remark,
      set: {
        validFrom: input.validFrom,
        validTo: input.validTo,
        remark: input.remark,
        reason: '',
        appliedAt: now(),
      },
    });
  }
  await writeLetters(tx, actor, authId, input.letterFileIds);
  // Awaiting audit again: the operators' audit of the application starts with it.
  await startBrandAuthAudit(tx, authId, actor.userId, now());
  return loadAuthRow(tx, actor, authId);
}

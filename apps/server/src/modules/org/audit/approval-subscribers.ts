import { approvalEvents, BusinessKind, type BusinessKindCode } from '@procuremart/contract';
import { systemActor } from '../../../platform/actor';
import { subscribe } from '../../../platform/steps/domain-events';
import { takeSteps } from '../../../platform/steps/take-steps';
import { applicationSteps } from './application-steps';

const REGISTRATION_AUDITS: readonly BusinessKindCode[] = [BusinessKind.orgAudit, BusinessKind.merchantAudit];

/**
 * A registration's audit ended on the approval engine (its last level passed, or a level refused it): the
 * registration passes or is refused with the reason, in the deciding transaction, as the system on behalf of the
 * operator whose decision ended it; its `orgApplication.decided` lets onboarding activate the organisation and
 * tell the applicant. A level passed before the last moves nothing: the registration stays pending.
 */
export const registrationAuditSubscribers = [
  subscribe(approvalEvents.finished, 'org.registrationAudited', async (tx, finished) => {
    if (!REGISTRATION_AUDITS.includes(finished.businessKind)) return;
    await takeSteps(tx, applicationSteps, {
      ids: [finished.subjectId],
      event: finished.approved ? 'pass' : 'refuse',
      actor: systemActor('approval', finished.deciderUserId),
      remark: finished.remark,
    });
  }),
];

import type { BusinessKindCode } from '../calls/process/process.dictionaries';
import { defineEvent } from './domain-event';

/**
 * An approval of the approval engine came to its end: the business domain of its kind hears it (in the
 * deciding transaction) and moves its own record (an order goes to its supplier or is refused).
 */
export interface ApprovalFinishedPayload {
  runId: number;
  businessKind: BusinessKindCode;
  subjectId: number;
  approved: boolean;
  /** The deciding remark (a rejection's reason). */
  remark: string;
  /** Who took the last decision. */
  deciderUserId: number;
}

export const approvalEvents = {
  finished: defineEvent<ApprovalFinishedPayload>('approval.finished'),
};

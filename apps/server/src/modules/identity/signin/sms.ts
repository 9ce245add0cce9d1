import {
  CodePurpose,
  type CodePurposeCode,
  formatMessage,
  type Locale,
  loginBySms as loginBySmsCall,
  OutboxChannel,
  type resetForgottenPassword,
  type sendSmsCode,
} from '@procuremart/contract';
import type { Db } from '../../../db/client';
import type { Actor, Who } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { fieldError } from '../../../platform/errors';
import { sendMessage } from '../../outbox';
import type { LoginResult } from '../login';
import { accountsWithMobile, theAccountOfMobile } from './accounts-by-contact';
import { requirePictureCode } from './captcha';
import { newSmsCode, RESEND_AFTER_MS } from './codes';
import { setForgottenPassword } from './new-password';
import { signInAs } from './session-start';
import { consumeCode, issueCode } from './verification';

const TEXT_OF: Record<
  CodePurposeCode,
  'accounts.sms.signIn' | 'accounts.sms.resetPassword' | 'accounts.sms.bindMobile'
> = {
  signIn: 'accounts.sms.signIn',
  resetPassword: 'accounts.sms.resetPassword',
  bindMobile: 'accounts.sms.bindMobile',
};

/**
 * Sends a code for signing in or a forgotten password only when an enabled account uses the number, and for
 * binding only to a signed-in user; the code is stored (and the 60 s throttle counts) either way, so the answer
 * never tells whether an account exists. Signing in and a forgotten password first need a right picture code,
 * used up on `db` whatever follows (binding is for a signed-in user only, and needs none).
 */
export async function sendSmsCodeTo(
  db: Db,
  actor: Actor | null,
  input: ParsedInput<typeof sendSmsCode>,
  locale: Locale,
): Promise<{ resendAfterSeconds: number }> {
  const binding = input.purpose === CodePurpose.bindMobile;
  if (binding && !actor) throw fieldError('accounts.bindNeedsLogin', 'mobile');
  if (!binding) await requirePictureCode(db, input, now());
  return db.transaction(async (tx) => {
    const code = newSmsCode();
    await issueCode(
      tx,
      { address: input.mobile, purpose: input.purpose, code, userId: binding ? actor?.userId : null },
      now(),
    );
    const deliver = binding || (await accountsWithMobile(tx, input.mobile)).length > 0;
    if (deliver) {
      await sendMessage(tx, {
        channel: OutboxChannel.sms,
        recipient: input.mobile,
        purpose: input.purpose,
        body: formatMessage(TEXT_OF[input.purpose], locale, { code }),
      });
    }
    return { resendAfterSeconds: RESEND_AFTER_MS / 1000 };
  });
}

/** SMS sign-in: the number's latest sign-in code, then the one account bound to the number. */
export async function loginBySms(
  db: Db,
  who: Who,
  input: ParsedInput<typeof loginBySmsCall>,
  maxSessions: number,
): Promise<LoginResult> {
  await consumeCode(db, input.mobile, CodePurpose.signIn, input.code, now());
  const userId = await theAccountOfMobile(db, input.mobile);
  return signInAs(db, who, loginBySmsCall.name, userId, input.rememberMe, maxSessions);
}

type ResetInput = ParsedInput<typeof resetForgottenPassword>;
export type ResetBySms = Omit<ResetInput, 'mobile' | 'code'> & { mobile: string; code: string };

/** A forgotten password reset with the code sent to the account's bound mobile. */
export async function resetBySms(db: Db, who: Who, action: string, input: ResetBySms): Promise<void> {
  const at = now();
  await consumeCode(db, input.mobile, CodePurpose.resetPassword, input.code, at);
  const userId = await theAccountOfMobile(db, input.mobile);
  await setForgottenPassword(db, who, action, userId, input.password, at, 'sms');
}

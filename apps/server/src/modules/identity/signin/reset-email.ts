import { CodePurpose, formatMessage, type Locale, OutboxChannel } from '@procuremart/contract';
import type { Db, Tx } from '../../../db/client';
import type { Who } from '../../../platform/actor';
import { now } from '../../../platform/clock';
import { sendMessage } from '../../outbox';
import { accountsWithEmail } from './accounts-by-contact';
import { LINK_TTL_MS, newSecret } from './codes';
import { setForgottenPassword } from './new-password';
import { consumeLinkToken, issueLinkToken, throttleAddress } from './verification';

/** The forgotten-password page's address for a link's token (the web uses hash routes). */
export const resetLink = (baseUrl: string, token: string): string =>
  `${baseUrl.replace(/\/+$/, '')}/#/forgotPassword?token=${encodeURIComponent(token)}`;

/**
 * E-mails each enabled account bound to the address its own reset link (30 minutes, single use). With no such
 * account a token for nobody is stored, so the 60 s throttle and the answer are the same.
 */
export async function sendResetEmail(tx: Tx, email: string, baseUrl: string, locale: Locale): Promise<true> {
  const address = email.toLowerCase();
  const at = now();
  await throttleAddress(tx, address, at);
  const accounts = await accountsWithEmail(tx, address);
  const purpose = CodePurpose.resetPassword;
  if (accounts.length === 0) {
    await issueLinkToken(tx, { address, purpose, token: newSecret(), userId: null, ttlMs: LINK_TTL_MS }, at);
    return true;
  }
  for (const account of accounts) {
    const token = newSecret();
    await issueLinkToken(tx, { address, purpose, token, userId: account.id, ttlMs: LINK_TTL_MS }, at);
    await sendMessage(tx, {
      channel: OutboxChannel.email,
      recipient: email,
      purpose,
      subject: formatMessage('accounts.mail.resetSubject', locale),
      body: formatMessage('accounts.mail.resetBody', locale, {
        username: account.username,
        link: resetLink(baseUrl, token),
      }),
    });
  }
  return true;
}

/** A forgotten password reset with the token of an e-mailed link. */
export async function resetByLink(
  db: Db,
  who: Who,
  action: string,
  input: { resetToken: string; password: string },
): Promise<void> {
  const at = now();
  const row = await db.transaction((tx) =>
    consumeLinkToken(tx, CodePurpose.resetPassword, input.resetToken, at),
  );
  await setForgottenPassword(db, who, action, row.userId, input.password, at, 'email');
}

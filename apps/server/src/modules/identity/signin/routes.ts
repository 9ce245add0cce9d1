import {
  bindEmail as bindEmailCall,
  bindMobile as bindMobileCall,
  confirmQrLogin as confirmQrLoginCall,
  createQrLogin as createQrLoginCall,
  endSessions as endSessionsCall,
  getAccountSecurity,
  getCaptcha,
  linkAccount as linkAccountCall,
  loginBySms as loginBySmsCall,
  pollQrLogin as pollQrLoginCall,
  queryLinkedAccounts,
  queryScanDevices,
  resetForgottenPassword,
  sendResetEmail as sendResetEmailCall,
  sendSmsCode,
  switchAccount as switchAccountCall,
  unbindScanDevice as unbindScanDeviceCall,
  unlinkAccount as unlinkAccountCall,
} from '@procuremart/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bindCall, bindPublicCall } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { secureCookieOf, setTokenCookie } from '../token-cookie';
import { linkAccount, listLinkedAccounts, switchAccount, unlinkAccount } from './account-links';
import { createCaptcha } from './captcha';
import { confirmQrLogin, createQrLogin, pollQrLogin } from './qr-login';
import { resetByLink, sendResetEmail } from './reset-email';
import { listScanDevices, unbindScanDevice } from './scan-devices';
import { bindEmail, bindMobile, endSessions, loadAccountSecurity } from './security';
import { loginBySms, resetBySms, sendSmsCodeTo } from './sms';

// These keep a wrong try or a log row even when they refuse, so they open their own transactions.
const ownTransactions = { transaction: 'handler' } as const;
const anonymous = (ip: string | null) => ({ userId: null, username: null, ip });

/** The address a link in an e-mail points at: PUBLIC_URL, or the address this request came to. */
const baseUrlOf = (app: FastifyInstance, reply: FastifyReply): string =>
  app.appConfig.publicUrl ?? `${reply.request.protocol}://${reply.request.host}`;

/** SMS codes, SMS and QR sign-in, the picture code, forgotten passwords, account security, scan devices. */
export function registerSignInRoutes(app: FastifyInstance): void {
  const secure = secureCookieOf(app);
  const maxSessions = () => app.appConfig.maxSessionsPerUser;

  bindPublicCall(
    app,
    sendSmsCode,
    ({ db, actor, input, locale }) => sendSmsCodeTo(db, actor, input, locale),
    ownTransactions,
  );

  bindPublicCall(
    app,
    loginBySmsCall,
    async ({ db, input, ip, reply }) => {
      const { token, userInfo } = await loginBySms(db, anonymous(ip), input, maxSessions());
      setTokenCookie(reply, token, input.rememberMe, secure);
      return { token, userInfo };
    },
    ownTransactions,
  );

  bindPublicCall(app, getCaptcha, ({ tx }) => createCaptcha(tx, now()));

  bindPublicCall(app, sendResetEmailCall, ({ tx, input, locale, reply }) =>
    sendResetEmail(tx, input.email, baseUrlOf(app, reply), locale),
  );

  bindPublicCall(
    app,
    resetForgottenPassword,
    async ({ db, input, ip }) => {
      const who = anonymous(ip);
      const { resetToken, mobile, code, password } = input;
      if (resetToken !== undefined)
        await resetByLink(db, who, resetForgottenPassword.name, { resetToken, password });
      else if (mobile !== undefined && code !== undefined)
        await resetBySms(db, who, resetForgottenPassword.name, { ...input, mobile, code });
      return true;
    },
    ownTransactions,
  );

  bindPublicCall(app, createQrLoginCall, ({ tx }) => createQrLogin(tx, now()));
  bindCall(app, confirmQrLoginCall, ({ tx, actor, input }) => confirmQrLogin(tx, actor, input));
  bindPublicCall(
    app,
    pollQrLoginCall,
    async ({ db, input, ip, reply }) => {
      const answer = await pollQrLogin(db, anonymous(ip), input, maxSessions());
      if (answer.state === 'signedIn') setTokenCookie(reply, answer.token, false, secure);
      return answer;
    },
    ownTransactions,
  );

  bindCall(app, queryScanDevices, ({ db, actor }) => listScanDevices(db, actor));
  bindCall(app, unbindScanDeviceCall, ({ tx, actor, input }) =>
    unbindScanDevice(tx, actor, Number(input.deviceId)),
  );

  bindCall(app, getAccountSecurity, ({ db, actor }) => loadAccountSecurity(db, actor));
  bindCall(app, bindMobileCall, ({ db, actor, input }) => bindMobile(db, actor, input), ownTransactions);
  bindCall(app, bindEmailCall, ({ tx, actor, input }) => bindEmail(tx, actor, input));
  bindCall(app, endSessionsCall, ({ tx, actor, input }) => endSessions(tx, actor, input.sessionIds));

  bindCall(app, queryLinkedAccounts, ({ db, actor }) => listLinkedAccounts(db, actor));
  bindCall(app, linkAccountCall, ({ db, actor, input }) => linkAccount(db, actor, input), ownTransactions);
  bindCall(app, unlinkAccountCall, ({ tx, actor, input }) => unlinkAccount(tx, actor, Number(input.userId)));
  bindCall(
    app,
    switchAccountCall,
    async ({ db, actor, input, reply }) => {
      const { token, userInfo } = await switchAccount(db, actor, Number(input.userId), maxSessions());
      setTokenCookie(reply, token, false, secure);
      return { token, userInfo };
    },
    ownTransactions,
  );
}

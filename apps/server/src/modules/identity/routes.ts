import {
  checkUserExist,
  getAccountInfo,
  getPreferences,
  getUserInfo,
  login as loginCall,
  logout as logoutCall,
  queryLockedAccounts,
  registerEnterprise as registerEnterpriseCall,
  registerPerson as registerPersonCall,
  registerSupplier as registerSupplierCall,
  SIGN_HEADERS,
  savePreferences,
  unlockAccount as unlockAccountCall,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { recordOperation } from '../../platform/audit';
import { bindCall, bindPublicCall } from '../../platform/bind-call';
import { now } from '../../platform/clock';
import { fieldError } from '../../platform/errors';
import { loadAccountInfo } from './account-info';
import { listLockedAccounts, lockoutKey, unlockUsername } from './lockout';
import { login } from './login';
import { loadPreferences, savePreferencesOf } from './preferences';
import { registerEnterprise, registerPerson, usernameExists } from './registration';
import { revokeSession } from './session';
import { registerSupplier } from './supplier-registration';
import { secureCookieOf, setTokenCookie } from './token-cookie';
import { userInfoOf } from './user-info';

const anonymous = (username: string, ip: string | null) => ({ userId: null, username, ip });

// Login and registration keep a failure count or a log row even when they refuse, so they open their own
// transactions.
const ownTransactions = { transaction: 'handler' } as const;

export function registerIdentityRoutes(app: FastifyInstance): void {
  const secureCookie = secureCookieOf(app);
  bindPublicCall(
    app,
    loginCall,
    async ({ db, input, ip, reply }) => {
      const { token, userInfo } = await login(
        db,
        anonymous(input.username, ip),
        input,
        app.appConfig.maxSessionsPerUser,
      );
      setTokenCookie(reply, token, input.rememberMe, secureCookie);
      return { token, userInfo };
    },
    ownTransactions,
  );

  bindCall(app, logoutCall, async ({ tx, actor, reply }) => {
    await revokeSession(tx, actor.sessionId, now());
    await recordOperation(tx, actor, {
      action: logoutCall.name,
      targetType: 'user',
      targetId: actor.userId,
      result: 'success',
    });
    reply.clearCookie(SIGN_HEADERS.token, { path: '/', sameSite: 'lax', secure: secureCookie });
    return true;
  });

  bindCall(app, getUserInfo, ({ db, actor }) => userInfoOf(db, actor));

  bindCall(app, getAccountInfo, ({ db, actor, locale }) => loadAccountInfo(db, actor, locale));

  bindCall(app, getPreferences, ({ db, actor }) => loadPreferences(db, actor.userId));
  bindCall(app, savePreferences, ({ tx, actor, input }) => savePreferencesOf(tx, actor.userId, input));

  bindPublicCall(
    app,
    registerPersonCall,
    ({ db, input, ip }) => registerPerson(db, anonymous(input.username, ip), input),
    ownTransactions,
  );

  bindPublicCall(
    app,
    registerEnterpriseCall,
    ({ db, input, ip }) => registerEnterprise(db, anonymous(input.username, ip), input),
    ownTransactions,
  );

  bindPublicCall(
    app,
    registerSupplierCall,
    ({ db, input, ip }) => registerSupplier(db, anonymous(input.username, ip), input),
    ownTransactions,
  );

  bindCall(app, queryLockedAccounts, ({ db, input }) => listLockedAccounts(db, input, now()));

  bindCall(app, unlockAccountCall, async ({ tx, input }) => {
    if (!(await unlockUsername(tx, lockoutKey(input.username), now()))) {
      throw fieldError('error.notLocked', 'username');
    }
    return true;
  });

  bindPublicCall(app, checkUserExist, async ({ db, input }) => ({
    exists: await usernameExists(db, input.username),
  }));
}

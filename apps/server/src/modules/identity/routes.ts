import {
  checkUserExist,
  getAccountInfo,
  getUserInfo,
  login as loginCall,
  logout as logoutCall,
  registerEnterprise as registerEnterpriseCall,
  registerPerson as registerPersonCall,
  SIGN_HEADERS,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { now } from '../../config';
import { recordOperation } from '../../platform/audit';
import { bindCall, bindPublicCall } from '../../platform/bind-call';
import { revokeSession, sessionLifetimeMs } from '../../platform/session';
import { loadAccountInfo } from './account-info';
import { login } from './login';
import { registerEnterprise, registerPerson, usernameExists } from './registration';
import { loadUserInfo } from './user-info';

const anonymous = (username: string, ip: string | null) => ({ userId: null, username, ip });

export function registerIdentityRoutes(app: FastifyInstance): void {
  bindPublicCall(
    app,
    loginCall,
    async ({ db, input, ip, reply }) => {
      const { token, userInfo } = await login(db, anonymous(input.username, ip), input);
      // The web reads this cookie (SPEC §4 guard), so it is not httpOnly; calls still need the header.
      reply.setCookie(SIGN_HEADERS.token, token, {
        path: '/',
        sameSite: 'lax',
        maxAge: Math.floor(sessionLifetimeMs(input.rememberMe) / 1000),
      });
      return { token, userInfo };
    },
    { transaction: 'handler' },
  );

  bindCall(app, logoutCall, async ({ tx, actor, reply }) => {
    await revokeSession(tx, actor.sessionId, now());
    await recordOperation(tx, actor, {
      action: logoutCall.name,
      targetType: 'user',
      targetId: actor.userId,
      result: 'success',
    });
    reply.clearCookie(SIGN_HEADERS.token, { path: '/', sameSite: 'lax' });
    return true;
  });

  bindCall(app, getUserInfo, ({ db, actor }) => loadUserInfo(db, actor.userId));

  bindCall(app, getAccountInfo, ({ db, actor, locale }) => loadAccountInfo(db, actor, locale));

  bindPublicCall(
    app,
    registerPersonCall,
    ({ db, input, ip }) => registerPerson(db, anonymous(input.username, ip), input),
    { transaction: 'handler' },
  );

  bindPublicCall(
    app,
    registerEnterpriseCall,
    ({ db, input, ip }) => registerEnterprise(db, anonymous(input.username, ip), input),
    { transaction: 'handler' },
  );

  bindPublicCall(app, checkUserExist, async ({ db, input }) => ({
    exists: await usernameExists(db, input.username),
  }));
}

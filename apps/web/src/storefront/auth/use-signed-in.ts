import type { UserInfo } from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { feedback } from '../../app/feedback';
import { safeRedirect } from '../../app/guard';
import { APPLICATION_PATH, HOME_PATH } from '../../app/route-paths';
import { adoptSession, userKind } from '../../app/session';
import { mergeVisitorCartAfterLogin } from '../cart/visitor-cart-merge';

/**
 * What every sign-in way does once the user is signed in: a purchaser's visitor cart goes into the account
 * first (so the page returned to shows it; other kinds of users leave it in the browser), then the user is told
 * and goes where they were headed; an applicant whose registration is under audit to its application.
 */
export function useAfterSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (user: UserInfo) => {
    if (userKind(user) === 'purchaser') await mergeVisitorCartAfterLogin();
    void feedback.message.success(t('auth.loginSuccess'));
    const home = user.awaitingAudit ? APPLICATION_PATH : HOME_PATH;
    navigate(safeRedirect(params.get('redirect'), home), { replace: true });
  };
}

/** A session the server opened another way than a password (an SMS code, a QR scan): adopted, then as above. */
export function useSignedIn() {
  const afterSignIn = useAfterSignIn();
  return async (result: { token: string; userInfo: UserInfo }, rememberMe: boolean) =>
    afterSignIn(await adoptSession(result, rememberMe));
}

import {
  BACK_OFFICE_APP_CODE,
  type CallInput,
  kindFromCode,
  type MenuNode,
  type UserInfo,
  type UserKind,
} from '@procuremart/contract';
import {
  getAllMenuCodes,
  getPreferences,
  getUserInfo,
  getUserMenus,
  login as loginCall,
  logout as logoutCall,
} from '@procuremart/contract/refs';
import { registerAuthHooks } from '../api/auth-hooks';
import { api } from '../api/client';
import { EXPIRY_GUARD_MS, onceWithin } from '../api/login-expiry';
import { queryClient } from '../api/query-client';
import i18n from '../i18n';
import { setDisplayTimeZone } from '../resources/formatters';
import {
  LocalKey,
  readCookie,
  readJson,
  SessionKey,
  TOKEN_COOKIE,
  writeCookie,
  writeJson,
} from './browser-storage';
import { currentAddress } from './current-route';
import { feedback } from './feedback';
import { isEntitled, loginAddress } from './guard';
import { navigateTo } from './navigator';
import { APPLICATION_PATH, CHANGE_PASSWORD_PATH } from './route-paths';
import { clearExpiredSessionData, clearLoggedOutData } from './session-cleanup';
import { applyUserPreferences, restoreVisitorSettings } from './settings';
import { createStore, useStore } from './store';
import { attachTabs, detachTabs } from './tabs/tabs-store';

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  menus: MenuNode[];
  /** menuCodeAllList: routes with these names need entitlement; null until loaded. */
  allMenuCodes: string[] | null;
  /** The last attempt to load the user failed for another reason than an expired login. */
  loadFailed: boolean;
}

const ANONYMOUS: SessionState = {
  token: null,
  userInfo: null,
  menus: [],
  allMenuCodes: null,
  loadFailed: false,
};
const DAY_SECONDS = 24 * 60 * 60;

/** SPEC §4: at start, without an auth-token cookie the stored userData is discarded. */
function initialSession(): SessionState {
  const token = readCookie(TOKEN_COOKIE);
  if (!token) {
    clearExpiredSessionData();
    return ANONYMOUS;
  }
  return {
    token,
    userInfo: readJson<UserInfo>(localStorage, LocalKey.userData),
    menus: readJson<MenuNode[]>(sessionStorage, SessionKey.menuList) ?? [],
    allMenuCodes: readJson<string[]>(sessionStorage, SessionKey.allMenuCodes),
    loadFailed: false,
  };
}

export const sessionStore = createStore<SessionState>(initialSession());

// Times read in the platform's time zone (userInfo.timeZone), as exported files do; visitors read China time.
const showTimesOfSession = () => setDisplayTimeZone(sessionStore.get().userInfo?.timeZone);
showTimesOfSession();
sessionStore.subscribe(showTimesOfSession);

export function userKind(userInfo: UserInfo | null): UserKind | null {
  if (!userInfo) return null;
  try {
    return kindFromCode(userInfo.isProfessionalOrgExt);
  } catch {
    return null;
  }
}

function canOpenFor(state: SessionState) {
  return (name: string) => isEntitled(name, state.allMenuCodes ?? [], state.userInfo?.menuCodeList ?? []);
}

function becomeAnonymous(): void {
  detachTabs();
  // Anonymous first: the pages still mounted re-render for the visitor's language and the emptied cache with
  // their signed-in queries already disabled, instead of sending them once more without a session (each such
  // call answered AE401 and announced "login expired" right after a deliberate logout).
  sessionStore.set(ANONYMOUS);
  restoreVisitorSettings();
  queryClient.clear();
}

/** Set by a deliberate logout, cleared by the next login. */
let loggedOutOnPurpose = false;

/** SPEC §4 AE401 flow, at most once per 5 s: clear local session data, tell the user, go to login. */
const expireSession = onceWithin(EXPIRY_GUARD_MS, () => {
  const address = currentAddress();
  clearExpiredSessionData();
  becomeAnonymous();
  navigateTo(address.startsWith('/login') ? address : loginAddress(address), { replace: true });
  feedback.modal.info({
    title: i18n.t('notice.loginExpiredTitle'),
    content: i18n.t('error.loginExpired'),
  });
});

/** A protected call without any login: go to login (coming back here afterwards), without a modal. */
function sendToLogin(): void {
  const address = currentAddress();
  if (!address.startsWith('/login')) navigateTo(loginAddress(address), { replace: true });
}

/** An administrator set or reset the password (EPWD): the change-password page before anything else. */
function sendToChangePassword(): void {
  if (!currentAddress().startsWith(CHANGE_PASSWORD_PATH)) navigateTo(CHANGE_PASSWORD_PATH, { replace: true });
}

/** A call refused because the organisation is under audit (EAUDIT): its application is all it may see. */
function sendToApplication(): void {
  if (!currentAddress().startsWith(APPLICATION_PATH)) navigateTo(APPLICATION_PATH, { replace: true });
}

registerAuthHooks({
  getToken: () => sessionStore.get().token,
  // Nothing expires after a deliberate logout (until the next login): a call that raced the logout and was
  // answered AE401 must not announce "login expired" to the user who just logged out.
  onLoginExpired: () => {
    if (!loggedOutOnPurpose && sessionStore.get().token) expireSession();
  },
  onNotLoggedIn: sendToLogin,
  onPasswordChangeRequired: sendToChangePassword,
  onUnderReview: sendToApplication,
});

let menuWarningShown = false;

/**
 * Loads user info, menus and all menu codes (SPEC §4 "login loads user info"); applies the user's own theme and
 * language and restores the user's tabs.
 */
export async function loadUser(): Promise<UserInfo | null> {
  if (!sessionStore.get().token) return null;
  try {
    const [userInfo, allMenuCodes, menus, preferences] = await Promise.all([
      api(getUserInfo, {}, { notify: false }),
      api(getAllMenuCodes, {}, { notify: false }),
      api(getUserMenus, { appCode: BACK_OFFICE_APP_CODE }, { notify: false }),
      api(getPreferences, {}, { notify: false }),
    ]);
    if (!userInfo?.userId) {
      clearLoggedOutData();
      becomeAnonymous();
      navigateTo(loginAddress(currentAddress()), { replace: true });
      return null;
    }
    writeJson(localStorage, LocalKey.userData, userInfo);
    writeJson(sessionStorage, SessionKey.menuList, menus);
    writeJson(sessionStorage, SessionKey.allMenuCodes, allMenuCodes);
    sessionStorage.setItem(SessionKey.userId, userInfo.userId);
    const next = { ...sessionStore.get(), userInfo, menus, allMenuCodes, loadFailed: false };
    sessionStore.set(next);
    applyUserPreferences(userInfo.userId, preferences);
    attachTabs(userInfo.userId, canOpenFor(next));
    // An applicant has no role, so no menu, until its registration passes: it sees /authentication.
    if (menus.length === 0 && !menuWarningShown && !userInfo.awaitingAudit) {
      menuWarningShown = true;
      feedback.modal.error({
        title: i18n.t('layout.menuErrorTitle'),
        content: i18n.t('layout.menuNotConfigured'),
      });
    }
    return userInfo;
  } catch (error) {
    if (sessionStore.get().token) sessionStore.set((s) => ({ ...s, loadFailed: true }));
    throw error;
  }
}

export type LoginInput = CallInput<typeof loginCall>;

/** Thrown when an account logs in on a sign-in page meant for another kind of user. */
export class WrongKindError extends Error {
  constructor(readonly kind: UserKind | null) {
    super('wrong user kind for this sign-in page');
  }
}

/** Logs in, keeps the token in the auth-token cookie, loads the user and restores their tabs. */
export async function login(input: LoginInput, opts: { requireKind?: UserKind } = {}): Promise<UserInfo> {
  const signedIn = await api(loginCall, input, { notify: false });
  return adoptSession(signedIn, input.rememberMe ?? false, opts);
}

/**
 * A session the server just opened (a password, an SMS code, a confirmed QR scan): keeps its token in the
 * auth-token cookie, loads the user and restores their tabs.
 */
export async function adoptSession(
  { token, userInfo }: { token: string; userInfo: UserInfo },
  rememberMe: boolean,
  opts: { requireKind?: UserKind } = {},
): Promise<UserInfo> {
  const kind = userKind(userInfo);
  if (opts.requireKind && kind !== opts.requireKind) {
    // Not this page's kind of user: end the session just opened, keep nothing.
    sessionStore.set({ ...ANONYMOUS, token });
    await api(logoutCall, {}, { notify: false }).catch(() => false);
    clearLoggedOutData();
    sessionStore.set(ANONYMOUS);
    throw new WrongKindError(kind);
  }
  if (readCookie(TOKEN_COOKIE) !== token)
    writeCookie(TOKEN_COOKIE, token, (rememberMe ? 7 : 1) * DAY_SECONDS);
  menuWarningShown = false;
  loggedOutOnPurpose = false;
  queryClient.clear();
  writeJson(localStorage, LocalKey.userData, userInfo);
  sessionStore.set({ ...ANONYMOUS, token, userInfo });
  await loadUser();
  return userInfo;
}

/** SPEC §4 logout: ends the server session, clears local data, saves then closes tabs, empties the menu. */
export async function logout(): Promise<void> {
  loggedOutOnPurpose = true;
  if (sessionStore.get().token) await api(logoutCall, {}, { notify: false }).catch(() => false);
  clearLoggedOutData();
  becomeAnonymous();
}

export interface Session extends SessionState {
  kind: UserKind | null;
  login: typeof login;
  logout: typeof logout;
  loadUser: typeof loadUser;
}

export function useSession(): Session {
  const state = useStore(sessionStore);
  return { ...state, kind: userKind(state.userInfo), login, logout, loadUser };
}

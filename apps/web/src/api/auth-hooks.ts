// The request layer needs the token and the login-expired flow, which the session owns; the session
// registers them here so that the client does not import the session (which imports the client).
let tokenSource: () => string | null = () => null;
let loginExpiredHandler: () => void = () => undefined;
let notLoggedInHandler: () => void = () => undefined;
let passwordChangeHandler: () => void = () => undefined;
let underReviewHandler: () => void = () => undefined;

export function registerAuthHooks(hooks: {
  getToken: () => string | null;
  onLoginExpired: () => void;
  onNotLoggedIn: () => void;
  onPasswordChangeRequired?: () => void;
  /** A call refused with EAUDIT: the user's organisation is under registration audit. */
  onUnderReview?: () => void;
}): void {
  tokenSource = hooks.getToken;
  loginExpiredHandler = hooks.onLoginExpired;
  notLoggedInHandler = hooks.onNotLoggedIn;
  passwordChangeHandler = hooks.onPasswordChangeRequired ?? (() => undefined);
  underReviewHandler = hooks.onUnderReview ?? (() => undefined);
}

/** The server answered EPWD: the user must change the password an administrator set before anything else. */
export function handlePasswordChangeRequired(): void {
  passwordChangeHandler();
}

/** The server answered EAUDIT: the user's organisation is under registration audit. */
export function handleUnderReview(): void {
  underReviewHandler();
}

export function getAuthToken(): string | null {
  return tokenSource();
}

export function handleLoginExpired(): void {
  loginExpiredHandler();
}

/** A protected call was attempted without any login (never logged in, or just logged out). */
export function handleNotLoggedIn(): void {
  notLoggedInHandler();
}

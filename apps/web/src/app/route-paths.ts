import { BACK_OFFICE_PREFIX } from '@procuremart/contract';

/** Fixed addresses the shell navigates to by itself. */
export const HOME_ROUTE = 'memberCenter';
export const HOME_PATH = `${BACK_OFFICE_PREFIX}/${HOME_ROUTE}`;
/** Where a user whose password an administrator set or reset must change it before anything else. */
export const CHANGE_PASSWORD_PATH = '/changePassword';
export const LOGIN_PATH = '/login';

/** An applicant's own registration (the public certification page): where a user under audit is sent. */
export const APPLICATION_PATH = '/authentication';

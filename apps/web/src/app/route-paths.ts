/** Fixed addresses the shell navigates to by itself. */
export const HOME_ROUTE = 'memberCenter';
export const HOME_PATH = '/index/memberCenter';
export const LOGIN_PATH = '/login';

// SPEC §5 rules as pure functions. Web forms and server inputs use these same functions and the
// message keys beside them, so both say the same thing.

const EMAIL = /^[A-Za-z0-9._-]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,6}$/;
const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^\d{3,4}-\d{7,8}(-\d{3,5})?$/;
const EIGHT_DIGITS = /^\d{8}$/;
const PASSWORD = /^(?=.*\d)(?=.*[A-Za-z])(?=.*[^A-Za-z0-9])\S{8,20}$/;
const USERNAME = /^[A-Za-z0-9_]{6,20}$/;
const CREDIT_CODE = /^[0-9A-Z]{18}$/;
const MONEY = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
const FAX = /^(\d{3,4}-)?\d{7,8}(-\d{1,6})?$/;
const EMPLOYEE_NO = /^\d+$/;
const ID_CARD_15 = /^\d{6}(\d{2})(\d{2})(\d{2})\d{3}$/;
const ID_CARD_18 = /^\d{6}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/;

/** Email: empty is allowed (the field is optional where this rule applies). */
export const isEmail = (value: string): boolean => value === '' || EMAIL.test(value);
/** Mobile: 11 digits starting 1 then 3-9. */
export const isMobile = (value: string): boolean => MOBILE.test(value);
/** Phone: a mobile number, a landline (area-number[-extension]) or 8 digits. */
export const isPhone = (value: string): boolean =>
  MOBILE.test(value) || LANDLINE.test(value) || EIGHT_DIGITS.test(value);
/** Tel: landline only. */
export const isTel = (value: string): boolean => LANDLINE.test(value);
/** Password: 8-20 characters with at least one digit, one letter and one special character. */
export const isPassword = (value: string): boolean => PASSWORD.test(value);
/** Username: 6-20 letters, digits or underscores. */
export const isUsername = (value: string): boolean => USERNAME.test(value);
/** Unified social credit code: 18 digits or uppercase letters. */
export const isCreditCode = (value: string): boolean => CREDIT_CODE.test(value);
/** Money: not empty, no leading zeros, at most two decimals. */
export const isMoney = (value: string): boolean => MONEY.test(value);
/** Fax: optional 3-4 digit area code, 7-8 digit number, optional 1-6 digit extension. */
export const isFax = (value: string): boolean => FAX.test(value);
/** Employee number: digits only. */
export const isEmployeeNo = (value: string): boolean => EMPLOYEE_NO.test(value);

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** National ID: 15 or 18 digits carrying a real birth date; the 18th character is a digit or X. */
export function isIdCard(value: string): boolean {
  const long = ID_CARD_18.exec(value);
  if (long) return isRealDate(Number(long[1]), Number(long[2]), Number(long[3]));
  const short = ID_CARD_15.exec(value);
  if (short) return isRealDate(1900 + Number(short[1]), Number(short[2]), Number(short[3]));
  return false;
}

/** Length where characters above code 255 count as 2 (SPEC §5). */
export function textLength(value: string): number {
  let length = 0;
  for (const ch of value) length += (ch.codePointAt(0) ?? 0) > 255 ? 2 : 1;
  return length;
}

const BANK_ACCOUNT = /^\d{8,30}$/;
/** Bank account number (a supplier's settlement account): 8 to 30 digits, no spaces. */
export const isBankAccount = (value: string): boolean => BANK_ACCOUNT.test(value);

// The business calendar: days and months are those of China time (UTC+8 all year, no daylight saving), where
// the platform's buyers and suppliers work. Order numbers, numbering resets and monthly limits count by it.

export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

const BUSINESS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day of `at` as yyyyMMdd. */
export const businessDay = (at: Date): string => BUSINESS_DAY.format(at).replaceAll('-', '');

/** The instant the business month of `at` began. */
export const businessMonthStart = (at: Date): Date =>
  new Date(`${BUSINESS_DAY.format(at).slice(0, 8)}01T00:00:00+08:00`);

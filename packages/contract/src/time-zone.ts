// Times are shown, on pages and in exported files alike, in the platform's time zone — the parameter
// 'common.timeZone' (default China time) — so a Shanghai buyer reads 09:00:00 on the screen and in the file,
// whatever time zone the browser or the server runs in.

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** The time zones an operator may choose for the platform (IANA names). */
export const TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'UTC',
] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An instant (ISO text or a date) as `YYYY-MM-DD HH:mm:ss` in `timeZone`; null when it is not a time. */
export function formatDateTimeIn(value: string | Date, timeZone: string): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

import { notFoundError } from './errors';

/** Wire ids are decimal strings; one past what a JS number holds exactly cannot name a row. */
export function parseId(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value < 1) throw notFoundError();
  return value;
}

export const idText = (id: number): string => String(id);

/** ISO text of a time; a contract row read from a select gets its times from rowReader instead. */
export const isoText = (date: Date): string => date.toISOString();

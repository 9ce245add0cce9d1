/** The server's clock; tests replace `clock.now` to travel in time. */
export const clock = { now: (): Date => new Date() };

export function now(): Date {
  return clock.now();
}

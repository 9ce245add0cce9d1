import { useEffect } from 'react';
import type { RouteEntry } from '../route-types';

/** What a nudge needs of the window (tests pass their own). */
type Scroller = Pick<Window, 'scrollBy' | 'requestAnimationFrame'>;

/**
 * SPEC §2 layout rule: scrolls the window down a pixel and back on the next frame, which makes the browser
 * redraw the page (wide order tables otherwise keep stale paint after a tab switch).
 */
export function nudgeScroll(target: Scroller = window): void {
  target.scrollBy(0, 1);
  target.requestAnimationFrame(() => target.scrollBy(0, -1));
}

/** Nudges once each time a route flagged `scrollNudge` becomes the active page. */
export function useScrollNudge(active: RouteEntry | undefined, nudge: () => void = nudgeScroll): void {
  const name = active?.name;
  const flagged = active?.scrollNudge === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per activation, not per render of the nudge
  useEffect(() => {
    if (flagged) nudge();
  }, [name, flagged]);
}

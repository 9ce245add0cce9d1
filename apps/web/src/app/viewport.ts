import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from './breakpoints';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** SPEC §2/§9 breakpoints (breakpoints.ts): up to 600 px mobile, up to 992 px tablet, otherwise desktop. */
export function viewportFor(width: number): Viewport {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

export function useViewport(): Viewport {
  return useSyncExternalStore(
    subscribe,
    () => viewportFor(window.innerWidth),
    () => 'desktop' as const,
  );
}

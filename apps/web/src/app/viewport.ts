import { useSyncExternalStore } from 'react';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** SPEC §2/§9 breakpoints: below 600 px mobile, up to 992 px tablet, otherwise desktop. */
export function viewportFor(width: number): Viewport {
  if (width < 600) return 'mobile';
  if (width <= 992) return 'tablet';
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

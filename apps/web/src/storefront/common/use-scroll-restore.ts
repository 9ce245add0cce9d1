import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const KEY_PREFIX = 'pm.scroll.';

/**
 * Keeps the window's scroll position per history entry, and puts it back when the user comes back to the
 * entry (browser back/forward) once `ready` (the content is on screen), so a long list is found where it was
 * left.
 */
export function useScrollRestore(ready: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = `${KEY_PREFIX}${location.key}`;
  const restored = useRef<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          sessionStorage.setItem(key, String(Math.round(window.scrollY)));
        } catch {
          // Storage refused: the position is simply not restored.
        }
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key]);

  useEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    if (navigationType !== 'POP') return;
    const saved = Number(sessionStorage.getItem(key));
    if (saved > 0) window.scrollTo({ top: saved });
  }, [ready, key, navigationType]);
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { CLICK_LOCK_MS, createClickGuard } from './click-guard';

/**
 * Wraps a click handler so that it runs at most once per second; `locked` disables the button meanwhile.
 * Usage: `const [locked, guard] = useClickGuard(); <Button disabled={locked} onClick={guard(submit)} />`.
 */
export function useClickGuard(lockMs = CLICK_LOCK_MS) {
  const guardRef = useRef(createClickGuard(lockMs));
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [locked, setLocked] = useState(false);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const guard = useCallback(
    <A extends unknown[]>(handler: (...args: A) => void) =>
      (...args: A) => {
        if (!guardRef.current.tryAcquire()) return;
        setLocked(true);
        clearTimeout(timerRef.current);
        timerRef.current = setTimeout(() => setLocked(false), lockMs);
        handler(...args);
      },
    [lockMs],
  );

  return [locked, guard] as const;
}

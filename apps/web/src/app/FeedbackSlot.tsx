import { lazy, Suspense, useEffect } from 'react';
import { requestFeedback, useFeedbackWanted } from './feedback';

const FeedbackHost = lazy(() => import('./FeedbackHost'));

/** Mounts the feedback host once the page is idle, or at once when something asks for feedback first. */
export function FeedbackSlot() {
  const wanted = useFeedbackWanted();
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(requestFeedback, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(requestFeedback, 1000);
    return () => clearTimeout(timer);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

import { type CallRef, ENTITY_KINDS, type EntityKind, isStateMoved } from '@procuremart/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * One rule for every view: a call that changes records of some kinds (its `touches`, declared with the call in
 * the contract) refreshes every open query that shows such records — lists, details and counts, in every tab
 * (tabs stay mounted) and in the user's other browser tabs — after it succeeds, and also after it is refused
 * because the record moved on (`STATE_MOVED_CODES`), so the page shows what the server now holds.
 */

/** Which kinds of record the queries under each key root show (declared by the domains' key factories). */
const kindsByRoot = new Map<string, ReadonlySet<EntityKind>>();

/**
 * The root of a domain's query keys, naming the kinds of record its queries show: `entityRoot('receiving',
 * ['order', 'shipment'])` is `['receiving']`, and every query under it refreshes after a call touching either.
 */
export function entityRoot<R extends string>(root: R, kinds: readonly EntityKind[]): readonly [R] {
  kindsByRoot.set(root, new Set(kinds));
  return [root] as const;
}

let client: QueryClient = queryClient;

/** The query client whose views refresh (the app's own; a test renders with one of its own). */
export function refreshThrough(next: QueryClient): void {
  client = next;
}

function showsAny(queryKey: readonly unknown[], kinds: ReadonlySet<EntityKind>): boolean {
  const root = queryKey[0];
  const shown = typeof root === 'string' ? kindsByRoot.get(root) : undefined;
  return shown !== undefined && [...shown].some((kind) => kinds.has(kind));
}

/**
 * A view still loading is not started again: its own load may be the write (opening a message marks it read),
 * which would otherwise reload it without end.
 */
function invalidate(kinds: readonly EntityKind[]): Promise<void> {
  const wanted = new Set(kinds);
  return client.invalidateQueries(
    { predicate: (query) => showsAny(query.queryKey, wanted) },
    { cancelRefetch: false },
  );
}

// The user's other browser tabs of this site refresh too (same origin only; the message names kinds, no data).
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('pm-entities') : null;
(channel as { unref?: () => void } | null)?.unref?.();
channel?.addEventListener('message', (event: MessageEvent<{ kinds?: unknown }>) => {
  const kinds = event.data?.kinds;
  if (!Array.isArray(kinds)) return;
  void invalidate(
    kinds.filter((kind): kind is EntityKind => (ENTITY_KINDS as readonly unknown[]).includes(kind)),
  );
});

/** Refreshes every open view of these kinds of record, here and in the user's other browser tabs. */
export function refreshEntities(kinds: readonly EntityKind[]): Promise<void> {
  if (kinds.length === 0) return Promise.resolve();
  channel?.postMessage({ kinds });
  return invalidate(kinds);
}

/** What `api()` does after a call: refresh what a successful write, or a refusal because the state moved, touched. */
export function refreshAfter(call: Pick<CallRef, 'touches'>, failureCode?: string): void {
  if (!call.touches) return;
  if (failureCode === undefined || isStateMoved(failureCode)) void refreshEntities(call.touches);
}

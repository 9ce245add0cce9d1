// Keeps in-process caches honest across the worker processes of one server (WORKERS, node:cluster): a
// cache that drops entries after a change (a logout ends a cached session; an operator's catalogue change
// ends the cached storefront aggregates) tells its sibling workers through the primary, which passes the
// message to every other worker, where the cache's own handler applies it. Outside a cluster nothing is
// sent. Servers on other machines still see the change only when their cache entries expire.
import cluster from 'node:cluster';

const EVICT = 'procuremart:evict';

interface EvictMessage {
  type: typeof EVICT;
  topic: string;
  payload: unknown;
}

const isEvict = (message: unknown): message is EvictMessage =>
  (message as { type?: unknown } | null)?.type === EVICT;

const handlers = new Map<string, (payload: unknown) => void>();
let joined = false;

/** How this process applies an eviction of `topic` that a sibling made (one handler per topic). */
export function onSiblingEviction(topic: string, apply: (payload: unknown) => void): void {
  handlers.set(topic, apply);
}

/** Applies an eviction a sibling made (what a worker does with the primary's message). */
export function applySiblingEviction(topic: string, payload: unknown = null): void {
  handlers.get(topic)?.(payload);
}

/** Tells the sibling worker processes of an eviction made here; nothing outside a cluster. */
export function tellSiblings(topic: string, payload: unknown = null): void {
  if (joined) process.send?.({ type: EVICT, topic, payload } satisfies EvictMessage);
}

/** A worker: starts sending its evictions and applying its siblings'. */
export function joinClusterEvictions(): void {
  if (joined || !cluster.isWorker || !process.send) return;
  joined = true;
  process.on('message', (message) => {
    if (isEvict(message)) applySiblingEviction(message.topic, message.payload);
  });
}

/** The primary: passes each worker's eviction to all the others. */
export function relayClusterEvictions(): void {
  cluster.on('message', (sender, message) => {
    if (!isEvict(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== sender && worker.isConnected()) worker.send(message);
    }
  });
}

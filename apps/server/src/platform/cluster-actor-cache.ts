// Keeps the session cache (actor-cache.ts) honest across the worker processes of one cluster: an eviction
// in one worker (a logout, a revoked session, a change of roles) goes to the primary, which passes it to
// every other worker, so no worker keeps serving a session another one ended.
import cluster from 'node:cluster';
import { applyEviction, type Eviction, onActorCacheEviction } from './actor-cache';

const EVICT = 'procuremart:actor-cache-evict';

interface EvictMessage {
  type: typeof EVICT;
  eviction: Eviction;
}

const isEvict = (message: unknown): message is EvictMessage =>
  (message as { type?: unknown } | null)?.type === EVICT;

/** A worker: tells the primary of its evictions and applies its siblings'. Nothing outside a cluster. */
export function shareActorCacheWithCluster(): void {
  if (!cluster.isWorker || !process.send) return;
  onActorCacheEviction((eviction) => process.send?.({ type: EVICT, eviction } satisfies EvictMessage));
  process.on('message', (message) => {
    if (isEvict(message)) applyEviction(message.eviction);
  });
}

/** The primary: passes each worker's eviction to all the others. */
export function relayActorCacheEvictions(): void {
  cluster.on('message', (sender, message) => {
    if (!isEvict(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== sender && worker.isConnected()) worker.send(message);
    }
  });
}

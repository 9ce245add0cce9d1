import { Worker } from 'node:worker_threads';
import type { SheetReadLimits } from '@procuremart/contract';
import type { SheetReadInput, SheetRowsRead } from './sheet-template';

/**
 * The worker's module: beside the built main.js as plain JS (the build's second entry), or, when the server
 * runs from its sources (vitest, `tsx` dev mode), the TypeScript beside this file started through ts-worker.mjs.
 */
function workerEntry(): { url: URL; argv?: string[] } {
  if (!import.meta.url.endsWith('.ts')) return { url: new URL('./sheet-read-worker.js', import.meta.url) };
  return {
    url: new URL('./ts-worker.mjs', import.meta.url),
    argv: [new URL('./sheet-read-worker.ts', import.meta.url).href],
  };
}

/** Workers that finished a read and wait for the next (at most the gate's places), by heap cap. */
const idle: { worker: Worker; memoryMb: number }[] = [];

function takeWorker(memoryMb: number): Worker {
  const at = idle.findIndex((entry) => entry.memoryMb === memoryMb);
  if (at >= 0) return idle.splice(at, 1)[0].worker;
  const { url, argv } = workerEntry();
  return new Worker(url, {
    argv,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 16 },
  });
}

/**
 * Runs one read in a worker thread, off the event loop. Past its heap cap or its time the worker is
 * terminated and the file refused as too large; a worker that answered waits (unref'd) for the next read.
 */
export function readInWorker(input: SheetReadInput, limits: SheetReadLimits): Promise<SheetRowsRead> {
  const memoryMb = limits.workerMemoryMb;
  const worker = takeWorker(memoryMb);
  worker.ref();
  return new Promise((resolve, reject) => {
    const finish = (reuse: boolean, answer: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (reuse) {
        worker.unref();
        idle.push({ worker, memoryMb });
      } else void worker.terminate();
      answer();
    };
    const breached = () => resolve({ ok: false, reason: 'import.tooLarge', unpackedBytes: 0 });
    const onMessage = (answer: SheetRowsRead) => finish(true, () => resolve(answer));
    const onError = (error: Error & { code?: string }) =>
      finish(false, () => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? breached() : reject(error)));
    const onExit = (code: number) => finish(false, () => reject(new Error(`sheet reader exited (${code})`)));
    const timer = setTimeout(() => finish(false, breached), limits.timeoutMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(input);
  });
}

// The worker thread that reads uploaded spreadsheets (started by sheet-read-workers.ts with a heap cap; the
// starter kills it past its time): each message is one file's bytes and template, each answer its rows or
// refusal. The build emits it as dist/sheet-read-worker.js beside main.js (vite.build.config.ts).
import { parentPort } from 'node:worker_threads';
import type { SheetReadInput } from './sheet-template';
import { readUploadedSheet } from './uploaded-sheet';

parentPort?.on('message', async (input: SheetReadInput) => {
  parentPort?.postMessage(await readUploadedSheet(input));
});

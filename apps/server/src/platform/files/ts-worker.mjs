// Starts a worker thread whose module is TypeScript, when the server runs from its sources (vitest, `tsx`
// dev mode): registers tsx's loader in the worker, then imports the module named by the first argument.
// The built server starts its workers' JavaScript directly.
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);

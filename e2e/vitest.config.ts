import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    // Relative paths below are this folder's, wherever vitest is started from.
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One browser and one server on 2 cores: spec files run one after another.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});

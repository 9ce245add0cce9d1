import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { customMedia } from './src/app/custom-media';

const root = fileURLToPath(new URL('.', import.meta.url));

const inModules = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * React, its DOM renderer and the router change only on upgrades and every page needs them: one long-lived
 * chunk. Everything else (antd, icons, rc-components, dayjs, ...) is left to the bundler's automatic
 * splitting, so that a page downloads only the components it imports and the entry stays small however many
 * screens there are. A catch-all antd group would put every component any page uses into the first load.
 */
const vendorGroups = [
  {
    name: 'react',
    priority: 50,
    test: inModules('react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'cookie'),
  },
];

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  css: { postcss: { plugins: [customMedia()] } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});

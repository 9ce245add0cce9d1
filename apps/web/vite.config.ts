import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

const inModules = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * Third-party code in stable chunks, so that a change in our pages does not invalidate the big libraries.
 * Higher priority claims a module (and what it imports) first.
 */
const vendorGroups = [
  {
    name: 'react',
    priority: 50,
    test: inModules('react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'cookie'),
  },
  {
    name: 'antd-icons',
    priority: 40,
    test: inModules('@ant-design[\\\\/]icons', '@ant-design[\\\\/]icons-svg'),
  },
  {
    name: 'antd',
    priority: 30,
    test: inModules('antd', '@ant-design', '@rc-component', 'rc-[\\w-]+', '@emotion', 'dayjs'),
  },
  { name: 'i18n', priority: 20, test: inModules('i18next', 'react-i18next') },
  { name: 'vendor', priority: 10, test: /node_modules/ },
];

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});

import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app at /; index.html is revalidated, Vite's hashed assets are cached for a year. */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(webDist)) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: 'index.html',
    cacheControl: false,
    setHeaders: (res, path) => {
      if (basename(path) === 'index.html') res.setHeader('cache-control', 'no-cache');
      else if (/[\\/]assets[\\/]/.test(path))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });
  return true;
}

import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import './security-headers';

/** index.html carries this placeholder where the response's CSP nonce goes (a meta tag antd reads). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Serves the built web app at /; index.html is revalidated and gets this response's CSP nonce, Vite's
 * hashed assets are cached for a year. A file's brotli or gzip copy (name.br, name.gz, written at build time
 * by scripts/precompress.mjs) goes to browsers that accept it.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(webDist)) return false;
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml.replaceAll(CSP_NONCE_PLACEHOLDER, request.cspNonce));
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      // Caches keep the brotli, gzip and plain answers of one address apart.
      res.setHeader('vary', 'accept-encoding');
      if (basename(path) === 'index.html') res.setHeader('cache-control', 'no-cache');
      else if (/[\\/]assets[\\/]/.test(path))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });
  return true;
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** A fresh nonce per response: the CSP allows <style> elements carrying it (antd's CSS-in-JS). */
    cspNonce: string;
  }
}

/**
 * Content-Security-Policy: scripts only from our own origin (never inline), styles from our origin or
 * <style> elements carrying this response's nonce (index.html hands it to antd's ConfigProvider), no
 * framing, no plugins.
 */
export function contentSecurityPolicy(nonce: string | null): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    nonce === null ? "style-src 'self'" : `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const API_POLICY = contentSecurityPolicy(null);

/**
 * Security headers on every response: API, static files, errors and 404s alike. API answers (data of a
 * signed-in user, errors included) are never stored by a browser or proxy: `no-store`, which a route that
 * serves public, cacheable content (goods pictures) replaces with its own. Web assets keep their caching.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    // API answers are JSON, never styled: the same policy without a nonce, computed once.
    const api = request.url.startsWith('/api/');
    if (!api) request.cspNonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', api ? API_POLICY : contentSecurityPolicy(request.cspNonce));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (api) reply.header('cache-control', 'no-store');
  });
}

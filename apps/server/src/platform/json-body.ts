import type { FastifyInstance } from 'fastify';

/**
 * Parses JSON bodies ourselves so that the exact text is kept for the signature check; an empty body
 * counts as `{}`, and text that is not JSON fails with HTTP 400 before any handler runs.
 */
export function parseJsonKeepingRawText(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error('malformed JSON body'), { statusCode: 400, code: 'MALFORMED_JSON' }),
        undefined,
      );
    }
  });
}

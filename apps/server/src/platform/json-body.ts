import type { FastifyInstance } from 'fastify';
import { type PathLink, pathOf } from './value-path';

/**
 * Levels of objects and arrays a request body may nest (the body itself is level 1). No call's input
 * goes deeper than a few levels; the limit keeps every later walk of the body (control characters,
 * schemas, logs) cheap and bounded.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The path of the first object or array nested deeper than `maxDepth` levels, or null. Iterative: a
 * value built in code may be far deeper than any stack.
 */
export function tooDeepAt(value: unknown, maxDepth: number): string | null {
  const stack: { value: unknown; depth: number; at: PathLink | null }[] = [{ value, depth: 1, at: null }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth > maxDepth) return pathOf(item.at);
    for (const [key, child] of Object.entries(item.value as object)) {
      if (typeof child === 'object' && child !== null)
        stack.push({ value: child, depth: item.depth + 1, at: { key, parent: item.at } });
    }
  }
  return null;
}

/** A body the parser refuses: HTTP 400 with a message key (and the place, for a nesting too deep). */
export class BodyParseError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly messageKey: 'error.malformedJson' | 'error.bodyTooDeep',
    readonly field: string | null = null,
  ) {
    super(messageKey === 'error.bodyTooDeep' ? 'request body nested too deep' : 'malformed JSON body');
    this.name = 'BodyParseError';
  }
}

/**
 * Parses JSON bodies ourselves so that the exact text is kept for the signature check; an empty body
 * counts as `{}`; text that is not JSON, that the parser gives up on (any error, a RangeError included)
 * or that nests deeper than MAX_JSON_DEPTH fails with HTTP 400 before any handler runs.
 */
export function parseJsonKeepingRawText(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    if (text.trim() === '') return done(null, {});
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(new BodyParseError('error.malformedJson'), undefined);
    }
    const deepAt = tooDeepAt(parsed, MAX_JSON_DEPTH);
    if (deepAt !== null) return done(new BodyParseError('error.bodyTooDeep', deepAt), undefined);
    done(null, parsed);
  });
}

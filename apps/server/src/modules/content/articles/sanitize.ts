import sanitizeHtml from 'sanitize-html';

// Rich text from operators is sanitised before it is stored (ARCHITECTURE "Rich text from users … is sanitised
// on the server"): an allow-list of formatting tags; no scripts, styles, event handlers, frames or forms;
// links and pictures only over http(s) (links also mailto) or on this site.

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'code' && tag !== 'pre'),
    'img',
    'span',
    'u',
    's',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening elsewhere cannot reach back into this page.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** The body as it may be stored and shown. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT).trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The body's words without markup, for search and summaries. */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|div|h\d|li|tr)>|<br\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

// Texts the server puts in respDesc and the web shows under fields, in both languages. The platform's common
// texts are in common.ts; each domain's are in its `calls/<name>.messages.ts`, gathered by npm run gen.
// The web merges this catalogue into its i18n resources, so a key reads the same on both sides.
import { messages } from '../declared/messages';
import { DEFAULT_LOCALE, type Locale } from './catalogue';
import { commonMessages } from './common';

export { centreMessages, messages } from '../declared/messages';
export { type Catalogue, DEFAULT_LOCALE, LOCALES, type Locale } from './catalogue';
/** The common centre's texts alone (the web's first bundle carries only these). */
export { commonMessages };

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

/** Resolves a message key (with {{placeholders}}) in a locale; unknown keys come back as they are. */
export function formatMessage(
  key: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const template = isMessageKey(key) ? messages[key][locale] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Picks zh-CN or en-US from an Accept-Language style header; zh-CN unless English comes first. */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  return header.trim().toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_LOCALE;
}

import type { Catalogue, Locale } from '@procuremart/contract';
import { nestDottedKeys, type TextTree } from './merge';

/** A contract message catalogue (dotted keys, both languages) as an i18n text tree in one language. */
export function catalogueTree(catalogue: Catalogue, locale: Locale): TextTree {
  const flat: Record<string, string> = {};
  for (const [key, texts] of Object.entries(catalogue)) flat[key] = texts[locale];
  return nestDottedKeys(flat);
}

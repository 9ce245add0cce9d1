import type { FieldGlossary } from '@procuremart/contract';

/** A domain's field glossary as forms and details take it (any of its fields). */
export type Glossary = FieldGlossary<string>;

/**
 * The i18n key of a form item's or a detail item's label: its own where it names one (a label that differs),
 * else its glossary's (`<prefix>.<field>`), as list columns and filters take theirs.
 */
export function labelKeyOf(
  field: string,
  labelKey: string | undefined,
  glossary: Glossary | undefined,
): string {
  if (labelKey) return labelKey;
  if (glossary && Object.hasOwn(glossary.labels, field)) return `${glossary.prefix}.${field}`;
  throw new Error(`${field}: no label (name its labelKey, or give a glossary that holds ${field})`);
}

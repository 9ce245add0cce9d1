import { DICTIONARIES, type DictCode } from './dictionaries';
import type { Locale } from './messages';
import { type Bilingual, bilingual } from './texts';
import { formatDateTimeIn } from './time-zone';

// A list's columns, declared once beside its call: the page's table (apps/web resources) and the exported
// file (apps/server platform/files) are both rendered from them with the same formatters, so the file reads
// as the page does — labels, not codes, times in the platform's time zone, amounts as numbers.

/** How a column's value reads. */
export type CellView<R> =
  | { kind: 'text' }
  /** A whole number (a count of pieces, kinds): a number cell in the file. */
  | { kind: 'count' }
  /** A decimal amount string: two decimals, a number cell in the file. */
  | { kind: 'amount' }
  /** An instant: `YYYY-MM-DD HH:mm:ss` in the platform's time zone. */
  | { kind: 'datetime' }
  /**
   * A coded value labelled by its dictionary in the reader's language; `labelOf` may give a row a label
   * derived from other fields instead (an order delivered with pieces left to ship reads "partly shipped").
   */
  | { kind: 'dict'; code: DictCode; labelOf?: (row: R) => Bilingual | null }
  /** A name whose English form is in another field, shown in en-US when set. */
  | { kind: 'localName'; enField: keyof R & string }
  /** A yes/no flag. */
  | { kind: 'flag' }
  /** A coded value with fixed labels (a machine's states rather than a dictionary). */
  | { kind: 'labels'; labels: Readonly<Record<string, Bilingual>> };

export interface ListColumn<R> {
  field: keyof R & string;
  /** The header in both languages (from the domain's field glossary unless the column names its own). */
  title: Bilingual;
  /** The web's i18n key of the same header (`<glossary prefix>.<field>`). */
  titleKey: string;
  view: CellView<R>;
  width?: number;
  /** The server sort field, when the page may sort by this column. */
  sortField?: string;
  /** Hidden on the page until the user shows it (still exported). */
  hidden?: boolean;
  /** Amount columns: the page's sum in a summary row. */
  summary?: boolean;
}

/** Labels declared in both languages, in one language: as the web's texts take them. */
export const labelTexts = <K extends string | number>(
  labels: Readonly<Record<K, Bilingual>>,
  locale: Locale,
) =>
  Object.fromEntries(
    Object.entries(labels).map(([key, label]) => [key, (label as Bilingual)[locale]]),
  ) as Record<K, string>;

/**
 * A closed dictionary's labels in one language, as the web's status texts take them (`status.order.<code>`):
 * the status labels are declared once, with the dictionary the machine's codes come from.
 */
export const dictTexts = (code: DictCode, locale: Locale): Record<string, string> =>
  Object.fromEntries(
    DICTIONARIES[code].items.map((item) => [item.code, locale === 'zh-CN' ? item.label : item.labelEn]),
  );

/** The glossary's labels in one language, as the web's texts of `<prefix>` take them. */
export const glossaryTexts = <F extends string>(glossary: FieldGlossary<F>, locale: Locale) =>
  labelTexts(glossary.labels, locale);

/** A domain's field glossary: the default label of each field, in both languages, and its i18n prefix. */
export interface FieldGlossary<F extends string> {
  prefix: string;
  labels: Readonly<Record<F, Bilingual>>;
}

export const defineGlossary = <F extends string>(
  prefix: string,
  labels: Readonly<Record<F, Bilingual>>,
): FieldGlossary<F> => ({ prefix, labels });

type ColumnInput<R, F extends string> = Omit<ListColumn<R>, 'title' | 'titleKey' | 'view'> & {
  view?: CellView<R>;
  /** The glossary field whose label heads the column, when it is not the column's own field. */
  label?: F;
};

/** Columns of rows R, headed by the glossary's labels. */
export function defineColumns<R, F extends string>(
  glossary: FieldGlossary<F>,
  columns: readonly ColumnInput<R, F>[],
): ListColumn<R>[] {
  return columns.map(({ label, view, ...column }) => {
    const labelField = (label ?? column.field) as F;
    const title = glossary.labels[labelField];
    if (!title) throw new Error(`glossary ${glossary.prefix} has no label for ${labelField}`);
    return { ...column, title, titleKey: `${glossary.prefix}.${labelField}`, view: view ?? { kind: 'text' } };
  });
}

/** What reading a cell needs besides the row. */
export interface CellContext {
  locale: Locale;
  timeZone: string;
  /** The label of a coded value in the reader's language (the code itself when the dictionary lacks it). */
  dictLabel: (code: DictCode, value: string) => string;
}

const YES = bilingual('是', 'Yes');
const NO = bilingual('否', 'No');

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A cell as the page shows it and the file holds it: text, or a number for counts and amounts (the page
 * formats that number with two decimals and separators). null for a blank value.
 */
export function cellValue<R>(column: ListColumn<R>, row: R, context: CellContext): string | number | null {
  const value = (row as Record<string, unknown>)[column.field];
  if (isBlank(value)) return null;
  switch (column.view.kind) {
    case 'count':
    case 'amount': {
      const number = Number(value);
      return Number.isFinite(number) ? number : String(value);
    }
    case 'datetime':
      return (
        formatDateTimeIn(value instanceof Date ? value : String(value), context.timeZone) ?? String(value)
      );
    case 'flag':
      return (value === true ? YES : NO)[context.locale];
    case 'labels':
      return column.view.labels[String(value)]?.[context.locale] ?? String(value);
    case 'dict':
      return (
        column.view.labelOf?.(row)?.[context.locale] ?? context.dictLabel(column.view.code, String(value))
      );
    case 'localName': {
      const english = (row as Record<string, unknown>)[column.view.enField];
      return context.locale === 'en-US' && typeof english === 'string' && english !== ''
        ? english
        : String(value);
    }
    default:
      return String(value);
  }
}

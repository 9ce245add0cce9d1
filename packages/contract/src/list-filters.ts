import { z } from 'zod';
import { AUDIT_TABS } from './audit-tabs';
import { DICTIONARIES, type DictCode } from './dictionaries';
import type { FieldGlossary } from './list-columns';
import { dateTimeSchema, idSchema } from './lists';
import { moneySchema } from './money-schema';
import type { Bilingual } from './texts';

// A list's filters, declared once beside its call: the call's input schema (limits included), the server's
// conditions (the operator follows from the kind: text contains, a code or an id equals, a range is
// inclusive, a tree takes the node and what is under it) and the web's controls with the glossary's labels
// all come from the one declaration.

/** The longest code a dictionary item has (open dictionaries take codes operators add). */
const DICT_CODE_MAX_LENGTH = 100;

interface Labelled {
  /** The control's label in both languages: the glossary's label of the filter (or of `label`). */
  label: Bilingual;
  /** The web's i18n key of the same label (`<glossary prefix>.<field>`). */
  labelKey: string;
}

/** One declared filter as the server and the web read it. `name` is the input field (a range's own name). */
export type ListFilter = { name: string } & (
  | (Labelled & { kind: 'text'; maxLength: number })
  /** A dictionary's code; `valueType: 'number'` where the input carries the code as a number (status 0/1). */
  | (Labelled & { kind: 'dict'; code: DictCode; valueType: 'string' | 'number' })
  /** One of fixed values (or, `multiple`, any of them). */
  | (Labelled & {
      kind: 'choice';
      values: readonly (string | number)[];
      multiple: boolean;
      /** The values' labels, where the contract has them (else the page names its options). */
      labels?: Readonly<Record<string, Bilingual>>;
    })
  /** An id picked from a list the page loads or searches (a supplier, an organisation); or a code. */
  | (Labelled & { kind: 'pick'; id: boolean })
  /** A node of a tree (categories, organisation units): the node and every node under it. */
  | (Labelled & { kind: 'tree' })
  /** Yes or no. */
  | (Labelled & { kind: 'flag' })
  /** Inclusive instants `from`..`to` (ISO text); `time`: the user picks times, else whole days. */
  | (Labelled & { kind: 'dateRange'; from: string; to: string; time: boolean })
  /** Inclusive amounts `from`..`to` (decimal strings). */
  | (Labelled & { kind: 'amountRange'; from: string; to: string })
  /** The list's status tab: shown as tabs above the table, not as a control. */
  | { kind: 'tab'; values: readonly string[] }
  /** An id the page always sends (the pool whose goods are listed): required, not a control. */
  | { kind: 'scope'; id: boolean }
);
export type FilterKind = ListFilter['kind'];

type Decl<K extends FilterKind, S extends z.ZodType, Extra = object> = {
  kind: K;
  schema: S;
  /** The glossary field whose label names the filter, when it is not the filter's own name. */
  label?: string;
} & Extra;
type AnyDecl = Decl<FilterKind, z.ZodType, Record<string, unknown>>;
type LabelOption<F extends string> = { label?: F };

/** A text contained in the listed columns; at most `maxLength` characters (trimmed). */
const text = <F extends string = string>(maxLength: number, options: LabelOption<F> = {}) => ({
  kind: 'text' as const,
  maxLength,
  schema: z.string().trim().max(maxLength).optional(),
  ...options,
});

function dictCodeSchema(code: DictCode) {
  const dictionary = DICTIONARIES[code];
  const codes = new Set<string>(dictionary.items.map((item) => item.code));
  const known = (value: string) => dictionary.open || codes.has(value);
  return z
    .string()
    .trim()
    .max(DICT_CODE_MAX_LENGTH)
    .refine(known, { message: 'validation.unknownCode', abort: true });
}

/** A code of the dictionary `code`; one it does not hold is refused (`validation.unknownCode`). */
const dict = <F extends string = string>(code: DictCode, options: LabelOption<F> = {}) => ({
  kind: 'dict' as const,
  code,
  valueType: 'string' as const,
  schema: dictCodeSchema(code).optional(),
  ...options,
});

/** A dictionary code the input carries as a number (brand status 0/1). */
const dictNumber = <F extends string = string>(code: DictCode, options: LabelOption<F> = {}) => {
  const codes = new Set<string>(DICTIONARIES[code].items.map((item) => item.code));
  return {
    kind: 'dict' as const,
    code,
    valueType: 'number' as const,
    schema: z
      .number()
      .int()
      .refine((value) => codes.has(String(value)), { message: 'validation.unknownCode', abort: true })
      .optional(),
    ...options,
  };
};

type Values = readonly [string, ...string[]] | readonly [number, ...number[]];
type ChoiceOptions<F extends string> = LabelOption<F> & { labels?: Readonly<Record<string, Bilingual>> };

/** One of fixed values (texts, or numbers such as a machine's states). */
const choice = <const V extends Values, F extends string = string>(
  values: V,
  options: ChoiceOptions<F> = {},
) => ({
  kind: 'choice' as const,
  values,
  multiple: false as const,
  schema: z.literal(values, { message: 'validation.unknownCode' }).optional(),
  ...options,
});

/** Any of fixed values (an empty list does not filter). */
const choices = <const V extends Values, F extends string = string>(
  values: V,
  options: ChoiceOptions<F> = {},
) => ({
  kind: 'choice' as const,
  values,
  multiple: true as const,
  schema: z
    .array(z.literal(values, { message: 'validation.unknownCode' }))
    .max(values.length)
    .optional(),
  ...options,
});

/** An id (or, given `schema`, a code) picked from a list the page loads or searches; equal. */
const pick = <F extends string = string, S extends z.ZodType<string> = typeof idSchema>(
  options: LabelOption<F> & { schema?: S } = {},
) => ({
  kind: 'pick' as const,
  id: options.schema === undefined,
  schema: (options.schema ?? idSchema).optional() as z.ZodOptional<S>,
  label: options.label,
});

/** A tree's node: the rows under it too. */
const tree = <F extends string = string>(options: LabelOption<F> = {}) => ({
  kind: 'tree' as const,
  schema: idSchema.optional(),
  ...options,
});

/** Yes or no. */
const flag = <F extends string = string>(options: LabelOption<F> = {}) => ({
  kind: 'flag' as const,
  schema: z.boolean().optional(),
  ...options,
});

/** Instants from/to, inclusive; the input fields are `from` and `to`. */
const dateRange = <FK extends string, TK extends string, F extends string = string>(
  from: FK,
  to: TK,
  options: LabelOption<F> & { time?: boolean } = {},
) => ({ kind: 'dateRange' as const, from, to, schema: dateTimeSchema.optional(), ...options });

/** Amounts from/to, inclusive; the input fields are `from` and `to`. */
const amountRange = <FK extends string, TK extends string, F extends string = string>(
  from: FK,
  to: TK,
  options: LabelOption<F> = {},
) => ({ kind: 'amountRange' as const, from, to, schema: moneySchema.optional(), ...options });

/** The list's status tab. */
const tab = <const V extends readonly [string, ...string[]]>(values: V) => ({
  kind: 'tab' as const,
  values,
  schema: z.enum(values, { message: 'validation.unknownCode' }).optional(),
});

/** An id every request names (the list's parent: a pool, a dictionary); `schema` when it is not an id. */
function scope(): { kind: 'scope'; id: true; schema: typeof idSchema };
function scope<S extends z.ZodType>(schema: S): { kind: 'scope'; id: false; schema: S };
function scope(schema?: z.ZodType) {
  return { kind: 'scope' as const, id: schema === undefined, schema: schema ?? idSchema };
}

/** The filter kinds, as `defineFilters` takes them: `filter.text(60)`, `filter.dict('ORDER_CHANNEL')` … */
export const filter = {
  text,
  dict,
  dictNumber,
  choice,
  choices,
  pick,
  tree,
  flag,
  dateRange,
  amountRange,
  tab,
  scope,
};

type Decls = Record<string, AnyDecl>;
/** The input fields of the declared filters: a range's two bounds, every other filter its own name. */
export type FilterShape<D extends Decls> = {
  [K in keyof D as D[K] extends { from: infer FK extends string; to: infer TK extends string }
    ? FK | TK
    : K]: D[K]['schema'];
};

/** A list's declared filters: the input fields they add (`shape`) and the filters themselves. */
export interface FilterSet<D extends Decls = Decls> {
  readonly shape: FilterShape<D>;
  readonly filters: readonly ListFilter[];
  readonly decls: D;
}

function declared(name: string, decl: AnyDecl, glossary: FieldGlossary<string> | null): ListFilter {
  const { schema: _schema, label: labelField, ...rest } = decl as AnyDecl & Record<string, unknown>;
  if (decl.kind === 'tab' || decl.kind === 'scope') return { name, ...rest } as ListFilter;
  const field = labelField ?? name;
  const label = glossary?.labels[field];
  if (!glossary || !label)
    throw new Error(`filter ${name}: glossary ${glossary?.prefix} has no label ${field}`);
  const time = decl.kind === 'dateRange' ? { time: decl.time ?? false } : {};
  return { name, ...rest, ...time, label, labelKey: `${glossary.prefix}.${field}` } as ListFilter;
}

/**
 * A list's filters with their labels from the domain's glossary: e.g.
 * `defineFilters(brandGlossary, { brandName: text(60), status: dictNumber('BRAND_STATUS') })`.
 */
export function defineFilters<F extends string, const D extends Decls>(
  glossary: FieldGlossary<F> | null,
  /** Checked when declared: every filter's label field (its name or `label`) is in the glossary. */
  decls: D,
): FilterSet<D> {
  const filters = Object.entries(decls).map(([name, decl]) =>
    declared(name, decl, glossary as FieldGlossary<string> | null),
  );
  const shape: Record<string, z.ZodType> = {};
  for (const [name, decl] of Object.entries(decls)) {
    if ('from' in decl && 'to' in decl) {
      shape[decl.from as string] = decl.schema;
      shape[decl.to as string] = decl.schema;
    } else shape[name] = decl.schema;
  }
  return { shape: shape as FilterShape<D>, filters, decls };
}

/** Two sets as one (a list adding its own filters to a domain's shared ones); later names win. */
export function mergeFilters<A extends Decls, B extends Decls>(
  a: FilterSet<A>,
  b: FilterSet<B>,
): FilterSet<Omit<A, keyof B> & B> {
  const names = new Set(b.filters.map((filter) => filter.name));
  return {
    shape: { ...a.shape, ...b.shape } as FilterShape<Omit<A, keyof B> & B>,
    filters: [...a.filters.filter((filter) => !names.has(filter.name)), ...b.filters],
    decls: { ...a.decls, ...b.decls } as Omit<A, keyof B> & B,
  };
}

/** The `[from, to]` input fields of a set's ranges. */
export const rangeFields = (set: FilterSet): [string, string][] =>
  set.filters.flatMap((filter) =>
    filter.kind === 'dateRange' || filter.kind === 'amountRange' ? [[filter.from, filter.to]] : [],
  );

/** The declared filters of a list call's input schema (none when it is not a list input). */
export const listFiltersOf = (schema: object): readonly ListFilter[] =>
  (schema as { filterSet?: FilterSet }).filterSet?.filters ?? [];

/** A review list's tab (pending when not given): the list applies it apart, counting both tabs. */
export const auditTabFilter = { tab: filter.tab(AUDIT_TABS) };

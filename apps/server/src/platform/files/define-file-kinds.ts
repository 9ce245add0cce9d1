import {
  type Audience,
  type Bilingual,
  type ExportKind,
  holdsPermission,
  type ImportKind,
  type ListColumn,
  type Locale,
  type PARAMS,
  type ParamKey,
} from '@procuremart/contract';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { Actor } from '../actor';
import type { ListInput, ListSpec } from '../lists';

/** A column of an import template (and of a file that round-trips into one): its header and how a cell reads. */
export interface SheetColumn<R> {
  title: Bilingual;
  /** Excel column width in characters. */
  width?: number;
  value: (row: R, locale: Locale) => string | number | null;
  /** Excel number format of the column's number cells ('#,##0.00' for amounts). */
  numFmt?: string;
}

/**
 * An export: the list it comes from (the same declared query the list page runs, so the two can never
 * disagree), the list call's input schema to read the saved filters with, and the sheet's columns: the
 * list's own columns (`ListColumn`, declared once in the contract, which the page renders too), or, for a
 * file meant to be edited and imported again, the import template's columns.
 */
export interface ExportDefinition<I extends ListInput = any, R = any> {
  kind: ExportKind;
  /** Who may export: the list call's own audience and permission. */
  audience: readonly Audience[];
  permission: string | readonly string[];
  filters: z.ZodType<I>;
  list: ListSpec<I, any, R>;
  /** The rows the actor may see (platform/scope.ts rowScope), when the list is scoped. */
  scope?: (actor: Actor) => SQL | undefined;
  columns: { list: readonly ListColumn<R>[] } | { template: readonly SheetColumn<R>[] };
  /** The integer parameter holding this kind's own row limit; without it, 'common.maxExportRows'. */
  maxRowsParam?: RowLimitParam;
}

/** The integer parameters an export may name as its row limit. */
export type RowLimitParam = {
  [K in ParamKey]: (typeof PARAMS)[K]['type'] extends 'integer' ? K : never;
}[ParamKey];

/**
 * An import: template columns (in order), a row schema (the contract's own validators), duplicate checks,
 * and the write. All rows are written in one transaction, or none when any row is refused, unless
 * `perRow` says each good row goes in on its own, or `group` says rows go in group by group.
 */
interface ImportBase<Row> {
  kind: ImportKind;
  audience: readonly Audience[];
  permission: string | readonly string[];
  /** Who may take the empty template when that differs from who may import (`[]`: anyone in the audience). */
  templatePermission?: string | readonly string[];
  /** Field names in template order, with their headers; number columns read numeric text as numbers. */
  columns: readonly { field: string; title: Bilingual; width?: number; type?: 'text' | 'number' }[];
  row: z.ZodType<Row>;
  perRow?: boolean;
  /** Field whose value must be unique within the file. */
  uniqueField?: string;
  /** Lines of the template's second sheet, telling what the columns take. */
  instructions?: readonly Bilingual[];
}

/**
 * Rows sharing the value of `field` are one record (e.g. the SKUs of one SPU), written together by `write`
 * in a savepoint of their own: a refused row refuses its whole group, the other groups go in. A refusal
 * whose field is `<index>` or `<index>.<column field>` is reported on that row of the group (and column).
 */
export interface ImportGroup<Row> {
  field: string;
  write(tx: Tx, actor: Actor, rows: Row[]): Promise<unknown>;
}

export type ImportDefinition<Row = any> = ImportBase<Row> &
  (
    | {
        /** Writes one checked row; a BusinessError refuses the row (e.g. a name already taken). */
        write(tx: Tx, actor: Actor, row: Row): Promise<unknown>;
        group?: undefined;
      }
    | { group: ImportGroup<Row>; write?: undefined }
  );

export interface FileKinds {
  exports: Map<string, ExportDefinition>;
  imports: Map<string, ImportDefinition>;
}

const registered: FileKinds = { exports: new Map(), imports: new Map() };

/** Gathers the modules' export and import kinds at start-up (buildApp); a kind declared twice is refused. */
export function registerFileKinds(
  modules: readonly { exports?: readonly ExportDefinition[]; imports?: readonly ImportDefinition[] }[],
): void {
  registered.exports.clear();
  registered.imports.clear();
  for (const module of modules) {
    for (const definition of module.exports ?? []) {
      if (registered.exports.has(definition.kind))
        throw new Error(`export ${definition.kind} declared twice`);
      registered.exports.set(definition.kind, definition);
    }
    for (const definition of module.imports ?? []) {
      if (registered.imports.has(definition.kind))
        throw new Error(`import ${definition.kind} declared twice`);
      registered.imports.set(definition.kind, definition);
    }
  }
}

export const fileKinds = (): FileKinds => registered;

export const defineExport = <I extends ListInput, R>(
  definition: ExportDefinition<I, R>,
): ExportDefinition<I, R> => definition;
export const defineImport = <Row>(definition: ImportDefinition<Row>): ImportDefinition<Row> => definition;

/** Whether the actor may use an export or import kind: its audience and its permission, as bindCall checks a call. */
export function mayUseKind(
  actor: Actor,
  definition: { audience: readonly Audience[]; permission: string | readonly string[] },
): boolean {
  return definition.audience.includes(actor.kind) && holdsPermission(definition, actor.menuCodes);
}

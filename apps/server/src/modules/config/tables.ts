import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';
import { users } from '../identity/shared-tables';
import { orgs } from '../org/shared-tables';

/** Dictionaries (SPEC §3 dictionary data); the program's are seeded from the contract at every start. */
export const dictionaries = pgTable('dictionaries', {
  dictCode: varchar('dict_code', { length: 60 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  /** Operators may add items to an open dictionary. */
  open: boolean('open').notNull(),
  updatedAt: timestampTz('updated_at').notNull(),
});

export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    id: identityId(),
    dictCode: varchar('dict_code', { length: 60 })
      .notNull()
      .references(() => dictionaries.dictCode),
    // SPEC's role codes run to 46 characters (tenant:10000:extenterprisecaigouqiyecaigouyuan).
    code: varchar('code', { length: 100 }).notNull(),
    label: varchar('label', { length: 120 }).notNull(),
    labelEn: varchar('label_en', { length: 120 }).notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    /** 1 enabled, 0 disabled; a built-in item stays enabled. */
    status: smallint('status').notNull().default(1),
    /** Declared in the contract: the program branches on it, so it is never removed or disabled. */
    builtIn: boolean('built_in').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestampTz('updated_at').notNull(),
    updatedBy: idRef('updated_by').references(() => users.id),
  },
  (t) => [uniqueIndex('dictionary_items_dict_code_code_key').on(t.dictCode, t.code)],
);

/** Parameter values operators set; a parameter without a row has its declared default. */
export const paramValues = pgTable('param_values', {
  paramKey: varchar('param_key', { length: 80 }).primaryKey(),
  value: varchar('value', { length: 40 }).notNull(),
  updatedAt: timestampTz('updated_at').notNull(),
  updatedBy: idRef('updated_by').references(() => users.id),
});

/** A purchasing organisation's own value of a parameter that allows one. */
export const paramOrgValues = pgTable(
  'param_org_values',
  {
    paramKey: varchar('param_key', { length: 80 }).notNull(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => orgs.id),
    value: varchar('value', { length: 40 }).notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
    updatedBy: idRef('updated_by').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.paramKey, t.orgId] })],
);

/**
 * One row whose version goes up with every parameter change, in the change's transaction: every server
 * process's parameter cache compares it (one cheap read every few seconds) to know when to reload.
 */
export const paramVersion = pgTable('param_version', {
  id: smallint('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
});

/** The history of dictionary and parameter changes: who changed what, from which value to which. */
export const configChanges = pgTable(
  'config_changes',
  {
    id: identityId(),
    /** 'dict' or 'param'. */
    kind: varchar('kind', { length: 10 }).$type<'dict' | 'param'>().notNull(),
    /** The dictionary code or the parameter key. */
    scopeKey: varchar('scope_key', { length: 80 }).notNull(),
    /** The item code or the parameter key. */
    targetKey: varchar('target_key', { length: 80 }).notNull(),
    orgId: idRef('org_id').references(() => orgs.id),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    changedBy: idRef('changed_by').references(() => users.id),
    changedAt: timestampTz('changed_at').notNull(),
  },
  (t) => [index('config_changes_scope_idx').on(t.kind, t.scopeKey, t.changedAt.desc())],
);

import { OrgState } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';

/**
 * Organisations, one tree for every kind: the platform's operating organisations ('03'), purchasing
 * enterprises ('01') and suppliers ('02') at the top, their departments under them (a department keeps its
 * top organisation's type). Names are unique among the top organisations (registration checks them) and among
 * one parent's children.
 */
export const orgs = pgTable(
  'org',
  {
    id: identityId(),
    /** null: a top organisation (an enterprise, a supplier, an operating organisation). */
    parentId: idRef('parent_id').references((): AnyPgColumn => orgs.id),
    name: varchar('name', { length: 200 }).notNull(),
    /** The English name shown in en-US ('' when none was given: the official Chinese name is shown). */
    nameEn: varchar('name_en', { length: 200 }).notNull().default(''),
    code: varchar('code', { length: 30 }),
    orgType: varchar('org_type', { length: 2 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    memberClass: varchar('member_class', { length: 2 }).notNull(),
    /** The enterprise management state (ORG_STATE, the org machine). */
    state: varchar('state', { length: 2 }).notNull().default(OrgState.operating),
    address: varchar('address', { length: 200 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 40 }).notNull().default(''),
    contactMobile: varchar('contact_mobile', { length: 20 }).notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('org_name_key').on(t.name).where(sql`${t.parentId} is null`),
    uniqueIndex('org_parent_name_key').on(t.parentId, t.name).where(sql`${t.parentId} is not null`),
    uniqueIndex('org_credit_code_key').on(t.creditCode),
    uniqueIndex('org_code_key').on(t.code),
    index('org_parent_id_idx').on(t.parentId),
  ],
);

import { integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../db/columns';

/** Organisations: purchasing enterprises ('01'), suppliers ('02') and the platform operator ('03'). */
export const orgs = pgTable(
  'org',
  {
    id: identityId(),
    name: varchar('name', { length: 200 }).notNull(),
    /** The English name shown in en-US ('' when none was given: the official Chinese name is shown). */
    nameEn: varchar('name_en', { length: 200 }).notNull().default(''),
    orgType: varchar('org_type', { length: 2 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    memberClass: varchar('member_class', { length: 2 }).notNull(),
    /** 1 active, 0 stopped. */
    status: smallint('status').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
  },
  (t) => [uniqueIndex('org_name_key').on(t.name), uniqueIndex('org_credit_code_key').on(t.creditCode)],
);

/**
 * A purchasing unit (department) of an organisation. Checkout's `purchaseUnitGroup` splits orders by it; a
 * member belongs to at most one (users.org_unit_id).
 */
export const orgUnits = pgTable(
  'org_units',
  {
    id: identityId(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => orgs.id),
    name: varchar('name', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
    /** 1 active, 0 stopped. */
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('org_units_org_id_name_key').on(t.orgId, t.name)],
);

import { pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, timestampTz } from '../../db/columns';

/** Organisations: purchasing enterprises ('01'), suppliers ('02') and the platform operator ('03'). */
export const orgs = pgTable(
  'org',
  {
    id: identityId(),
    name: varchar('name', { length: 200 }).notNull(),
    orgType: varchar('org_type', { length: 2 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    memberClass: varchar('member_class', { length: 2 }).notNull(),
    /** 1 active, 0 stopped. */
    status: smallint('status').notNull().default(1),
    createdAt: timestampTz('created_at').notNull(),
  },
  (t) => [uniqueIndex('org_name_key').on(t.name), uniqueIndex('org_credit_code_key').on(t.creditCode)],
);

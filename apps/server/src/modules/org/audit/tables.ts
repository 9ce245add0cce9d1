import { OrgApplicationState } from '@procuremart/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { idRef, timestampTz } from '../../../db/columns';
import { orgs } from '../tables';

/**
 * An organisation's registration (an enterprise's certification or a supplier's merchant base info), one per
 * organisation and keyed by it, beside the org machine: the ORG_APPLICATION_STATE machine runs on it while the
 * organisation keeps its management state. The applicant and the licence file are identity's and files' rows,
 * named by id only (those domains depend on org).
 */
export const orgApplications = pgTable(
  'org_application',
  {
    orgId: idRef('org_id')
      .primaryKey()
      .references(() => orgs.id),
    /** What registered, as its organisation type (ORG_TYPE): 01 enterprise, 02 supplier. */
    kind: varchar('kind', { length: 2 }).notNull(),
    state: varchar('state', { length: 2 }).notNull().default(OrgApplicationState.pending),
    version: integer('version').notNull().default(1),
    applicantUserId: idRef('applicant_user_id').notNull(),
    /** The name and credit code applied with (kept here when a release frees them on the organisation). */
    companyName: varchar('company_name', { length: 200 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    legalPerson: varchar('legal_person', { length: 80 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 80 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 20 }).notNull(),
    address: varchar('address', { length: 400 }).notNull().default(''),
    licenceFileId: idRef('licence_file_id'),
    shopName: varchar('shop_name', { length: 120 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 120 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 30 }).notNull().default(''),
    /** Leaf categories (catalog's) a supplier sells in. */
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    brandNames: varchar('brand_names', { length: 400 }).notNull().default(''),
    round: integer('round').notNull().default(1),
    submittedAt: timestampTz('submitted_at').notNull(),
    decidedAt: timestampTz('decided_at'),
    reason: varchar('reason', { length: 400 }).notNull().default(''),
  },
  (t) => [index('org_application_state_idx').on(t.state, t.submittedAt)],
);
export type OrgApplicationRecord = typeof orgApplications.$inferSelect;

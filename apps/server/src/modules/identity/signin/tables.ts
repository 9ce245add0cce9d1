import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, idRef, timestampTz } from '../../../db/columns';
import { users } from '../tables';

/**
 * Verification codes sent to a mobile (6 digits) or an e-mail address (a link's token), only as salted
 * SHA-256 hashes; each is single use, short-lived, and burned after five wrong tries.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: identityId(),
    /** CODE_PURPOSE: signIn, resetPassword, bindMobile. */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** The mobile number or (lower-cased) e-mail address it was sent to. */
    address: varchar('address', { length: 100 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    salt: varchar('salt', { length: 32 }).notNull(),
    /** The account it is for, where known when sent (an e-mailed link, a bind by a signed-in user). */
    userId: idRef('user_id').references(() => users.id),
    tries: integer('tries').notNull().default(0),
    createdAt: timestampTz('created_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [
    index('verification_codes_address_idx').on(t.address, t.createdAt),
    index('verification_codes_hash_idx').on(t.codeHash),
  ],
);

/** Picture verification codes: the answer's hash only; single use, two minutes. */
export const captchaChallenges = pgTable('captcha_challenges', {
  id: varchar('id', { length: 64 }).primaryKey(),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
});

/**
 * QR sign-ins: the hashes of the token the QR code shows and of the secret only the desktop knows; a signed-in
 * phone confirms, the desktop's next poll opens the session once.
 */
export const qrLogins = pgTable(
  'qr_logins',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    pollHash: varchar('poll_hash', { length: 64 }).notNull(),
    createdAt: timestampTz('created_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    confirmedBy: idRef('confirmed_by').references(() => users.id),
    confirmedAt: timestampTz('confirmed_at'),
    consumedAt: timestampTz('consumed_at'),
  },
  (t) => [index('qr_logins_expires_at_idx').on(t.expiresAt)],
);

/** Devices (signed-in phone sessions) bound to confirm QR sign-ins for their user: Wx scan manage. */
export const scanDevices = pgTable(
  'scan_devices',
  {
    id: identityId(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id),
    /** The phone's session; unbinding the device ends it. */
    sessionHash: varchar('session_hash', { length: 64 }).notNull(),
    deviceName: varchar('device_name', { length: 100 }).notNull(),
    boundAt: timestampTz('bound_at').notNull(),
    lastUsedAt: timestampTz('last_used_at').notNull(),
  },
  (t) => [uniqueIndex('scan_devices_session_key').on(t.userId, t.sessionHash)],
);

/**
 * Account association: each link is kept in both directions (one row per account that lists the other), so an
 * account's linked accounts are its own rows. Decision (SPEC is silent): links are pairwise, not transitive.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: identityId(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id),
    linkedUserId: idRef('linked_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestampTz('created_at').notNull(),
  },
  (t) => [uniqueIndex('account_links_pair_key').on(t.userId, t.linkedUserId)],
);

import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Ids are bigint identities; JS numbers are exact up to 2^53, far beyond any row count here. */
export const identityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

export const idRef = (name: string) => bigint(name, { mode: 'number' });

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

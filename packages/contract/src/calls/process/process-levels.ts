import { z } from 'zod';
import { idSchema } from '../../lists';
import { moneySchema } from '../../money-schema';

// A process version's definition: an ordered list of levels, each with the conditions on the facts its business
// kind supplies and the approvers who decide it. The same definition drives the engine, the version page and
// the diagram.

/** A condition on the facts of the subject; a level whose conditions hold (all of them, or any: `match`) applies. */
export const conditionSchema = z.discriminatedUnion('kind', [
  /** The subject's amount (an order approval: the checkout total) compared with `amount`. */
  z.object({ kind: z.literal('amount'), op: z.enum(['gt', 'gte', 'lt']), amount: moneySchema }).strict(),
  /** Any of the subject's goods is in one of these categories (or below them: the facts carry the whole path). */
  z.object({ kind: z.literal('category'), categoryIds: z.array(idSchema).min(1).max(50) }).strict(),
  /** The applicant works in one of these departments. */
  z.object({ kind: z.literal('department'), deptIds: z.array(idSchema).min(1).max(50) }).strict(),
  /** The subject is paid in one of these ways (PAY_TYPE codes). */
  z.object({ kind: z.literal('payMethod'), payMethods: z.array(z.string().max(4)).min(1).max(10) }).strict(),
  /** The subject overruns a budget or limit (an order: the buyer's monthly ordering limit). */
  z.object({ kind: z.literal('budgetOverrun') }).strict(),
]);
export type ApprovalCondition = z.infer<typeof conditionSchema>;

/**
 * Who decides a level. Extension point: stations (posts) are another kind, `{ kind: 'station', stationId }`,
 * added with the stations' domain (the server resolves each kind in one table of resolvers).
 */
export const approverSchema = z.discriminatedUnion('kind', [
  /** Holders of this role in the subject's organisation. */
  z.object({ kind: z.literal('role'), roleCode: z.string().min(1).max(60) }).strict(),
  /** This member of the subject's organisation. */
  z.object({ kind: z.literal('user'), userId: idSchema }).strict(),
  /** Holders of the approver role in the applicant's department, else in the nearest department above it. */
  z.object({ kind: z.literal('deptHead') }).strict(),
  /** The members holding this station (post) of the subject's organisation, while it is active. */
  z.object({ kind: z.literal('station'), stationId: idSchema }).strict(),
]);
export type ApproverSpec = z.infer<typeof approverSchema>;

export const levelSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(40, 'validation.maxLength'),
    /** all: every condition must hold; any: one is enough. No condition: the level always applies. */
    match: z.enum(['all', 'any']).default('all'),
    conditions: z.array(conditionSchema).max(10).default([]),
    approvers: z.array(approverSchema).min(1, 'validation.required').max(20),
    /** any: the first approval passes the level; all: every approver's. */
    mode: z.enum(['any', 'all']),
  })
  .strict();
export type ProcessLevel = z.output<typeof levelSchema>;

export const levelsSchema = z.array(levelSchema).min(1, 'validation.required').max(10);

/** The facts a business kind supplies when it starts an approval (what conditions read). */
export interface ApprovalFacts {
  amount?: string;
  categoryIds?: number[];
  deptId?: number | null;
  payMethod?: string;
  budgetOverrun?: boolean;
}

import { z } from 'zod';

/** One step of a record's status history as a detail shows it (the server's takeSteps writes them). */
export const statusHistorySchema = z.object({
  fromStatus: z.string(),
  toStatus: z.string(),
  event: z.string(),
  username: z.string().nullable(),
  remark: z.string(),
  createdAt: z.string(),
});
export type StatusHistory = z.infer<typeof statusHistorySchema>;

/** A detail call's answer: the record's row with its status history, newest first. */
export const withHistory = <S extends z.ZodRawShape>(row: z.ZodObject<S>) =>
  row.extend({ history: z.array(statusHistorySchema) });

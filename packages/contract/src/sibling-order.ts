import { z } from 'zod';
import { idSchema } from './lists';

/** The most children of one parent a reorder call takes. */
export const MAX_SIBLINGS = 500;

type SiblingShape<K extends string> = { [P in K]: typeof idSchema } & { version: z.ZodNumber };

/**
 * A tree's reorder call input: the parent (null: the top level) and every child of it in the new order, each
 * with the version it was read at, so a reorder on a stale view is refused rather than half-applied.
 */
export function siblingOrderInput<K extends string>(idKey: K) {
  const sibling = z
    .object({ [idKey]: idSchema, version: z.number().int().min(0) } as SiblingShape<K>)
    .strict();
  return z
    .object({
      parentId: idSchema.nullable(),
      siblings: z
        .array(sibling)
        .min(1, 'validation.required')
        .max(MAX_SIBLINGS)
        .refine((list) => new Set(list.map((s) => (s as Record<K, string>)[idKey])).size === list.length, {
          message: 'error.siblingTwice',
        }),
    })
    .strict();
}

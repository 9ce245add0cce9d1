import { z } from 'zod';
import { idSchema } from './lists';
import { eventSchema, type Machine } from './machines/machine';
import { textLength } from './validators';

/** A step's remark or reason: at most `max` (SPEC §5 counting: characters above 255 count 2), '' when not given. */
export const remarkSchema = (max = 200) =>
  z
    .string()
    .trim()
    .refine((v) => textLength(v) <= max, { message: 'validation.tooLong', params: { max } })
    .optional()
    .default('');

/**
 * The input of a call that takes one step of a machine on one record, `stepInput(brandMachine, 'brandId')`:
 * the record's id under `idField`, one of the machine's events and the remark (whether it is required is the
 * machine's: the step engine asks for it).
 */
export const stepInput = <K extends string, E extends string>(
  machine: Machine<string | number, E>,
  idField: K,
) =>
  z
    .object({
      ...({ [idField]: idSchema } as Record<K, typeof idSchema>),
      event: eventSchema(machine),
      remark: remarkSchema(),
    })
    .strict();

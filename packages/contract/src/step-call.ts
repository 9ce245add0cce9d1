import { z } from 'zod';
import { type CallDeclaration, defineCall } from './define-call';
import { idSchema } from './lists';
import { eventSchema, type Machine } from './machines/machine';
import type { Bilingual } from './texts';
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

/** What a one-record step call declares itself: the rest follows from its machine and the record's id field. */
export type StepCallSpec<O extends z.ZodType> = Pick<
  CallDeclaration<z.ZodType, O, true>,
  'name' | 'audience' | 'permission' | 'touches' | 'summary' | 'output'
> & { /** What the step reads as in the operation log, e.g. 启用/停用品牌. */ label: Bilingual };

/**
 * A call that takes one step of a machine on one record, `defineStepCall(brandMachine, 'brandId', { name,
 * audience, permission, touches, label, summary, output })`: it writes, its input is stepInput(machine,
 * idField), and the operation log records it under the machine's target type, the record's id as the target
 * and the step's event as what happened. The server binds it with stepOnRecord.
 */
export function defineStepCall<K extends string, E extends string, O extends z.ZodType>(
  machine: Machine<string | number, E>,
  idField: K,
  { label, ...spec }: StepCallSpec<O>,
) {
  return defineCall({
    ...spec,
    writes: true,
    machine: machine as Machine,
    audit: { target: machine.audit.target, label, targetKey: idField, detailKey: 'event' },
    input: stepInput(machine, idField),
  });
}

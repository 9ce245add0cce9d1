import { z } from 'zod';

/** Who may make a call: 'public' needs no login, 'user' any logged-in user, else the user kinds named. */
export type Audience = 'public' | 'user' | 'purchaser' | 'supplier' | 'operator';

export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** Logical name, `<centre>_<callName>`. */
  name: string;
  /** `/api/<centre>/<callName>`. */
  path: string;
  method: 'POST';
  audience: readonly Audience[];
  summary: string;
  input: I;
  output: O;
  /** The call changes data: a signed request is then accepted once only (replay guard). */
  writes?: boolean;
}

export type CallInput<C extends CallDef> = z.input<C['input']>;
export type CallOutput<C extends CallDef> = z.output<C['output']>;

/** Declares one call; the path is derived from the name so that it is written once. */
export function defineCall<I extends z.ZodType, O extends z.ZodType>(def: {
  name: `${string}_${string}`;
  audience: readonly Audience[];
  summary: string;
  input: I;
  output: O;
  writes?: boolean;
}): CallDef<I, O> {
  const [centre, ...rest] = def.name.split('_');
  return { ...def, method: 'POST', path: `/api/${centre}/${rest.join('_')}` };
}

export const emptyInput = z.object({}).strict();

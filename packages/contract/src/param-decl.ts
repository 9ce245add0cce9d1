// What a system parameter declaration is (SPEC §2 "System configuration", §9 limits). Each domain declares its
// own in `calls/<name>.params.ts` (an exported `…Params` object, `as const satisfies Record<string, ParamDecl>`);
// npm run gen gathers them into PARAMS (params.ts).
import { type Bilingual, bilingual } from './texts';

/** The tabs of the parameter page (SPEC §2): a parameter belongs to one. */
export const PARAM_GROUPS = ['common', 'order', 'commodity', 'agreement', 'plan', 'contract'] as const;
export type ParamGroup = (typeof PARAM_GROUPS)[number];

interface ParamBase {
  group: ParamGroup;
  label: Bilingual;
  description: Bilingual;
  /** A purchasing organisation may have its own value (e.g. the order approval threshold). */
  orgOverride?: boolean;
}

export type ParamDecl =
  | (ParamBase & { type: 'integer'; defaultValue: number; min: number; max: number; unit?: Bilingual })
  | (ParamBase & { type: 'boolean'; defaultValue: boolean })
  | (ParamBase & { type: 'money'; defaultValue: string })
  | (ParamBase & { type: 'text'; defaultValue: string; maxLength: number })
  | (ParamBase & { type: 'choice'; defaultValue: string; options: readonly ParamOption[] });

/** One value a choice parameter may take, with its label. */
export interface ParamOption {
  value: string;
  label: Bilingual;
}

export const days = bilingual('天', 'days');
export const hours = bilingual('小时', 'hours');
export const rows = bilingual('行', 'rows');

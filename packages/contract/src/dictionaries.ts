// SPEC §3 dictionary data. The codes the program branches on are declared once, by their domain, in
// `calls/<name>.dictionaries.ts` (npm run gen gathers them): the server seeds the dictionaries from these
// declarations at every start, so code and dictionary cannot drift. Operators may relabel and reorder items,
// and add items to open dictionaries; a declared code is never removed.
import { DICTIONARIES } from './declared/dictionaries';

export * from './declared/dictionaries';
export type { DictDecl, DictItemDecl } from './dictionary-decl';

export type DictCode = keyof typeof DICTIONARIES;
export const DICT_CODES = Object.keys(DICTIONARIES) as [DictCode, ...DictCode[]];
export const isDictCode = (code: string): code is DictCode => Object.hasOwn(DICTIONARIES, code);

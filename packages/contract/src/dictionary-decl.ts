// What a dictionary declaration is (SPEC §3 dictionary data). Each domain declares its dictionaries in
// `calls/<name>.dictionaries.ts` (an exported `…Dictionaries` object, beside the code tables they label);
// npm run gen gathers them into DICTIONARIES (dictionaries.ts).
import type { Bilingual } from './texts';

export interface DictItemDecl {
  code: string;
  label: string;
  labelEn: string;
  /** The tag colour (antd) a status item is shown in wherever a screen colours it no otherwise. */
  color?: string;
}

export interface DictDecl {
  name: Bilingual;
  /** Open dictionaries (units, tax rates) take items operators add; closed ones hold the program's codes only. */
  open: boolean;
  items: readonly DictItemDecl[];
}

export const dictItem = (code: string, label: string, labelEn: string, color?: string): DictItemDecl => ({
  code,
  label,
  labelEn,
  ...(color ? { color } : {}),
});

// What a domain's export and import kinds are (file download tasks, SPEC §7). Each domain declares its own in
// `calls/<name>.files.ts` (an exported `…Files = defineFileKinds({ … })`); npm run gen gathers them into
// EXPORT_KINDS, IMPORT_KINDS and FILE_TASK_TITLES (literal lists, so a kind is a checked name everywhere).
import type { Bilingual } from './texts';

export interface FileKindsDecl {
  /** Each list users may export, by kind: the task's name in My downloads and the start of its file's name. */
  exports?: Readonly<Record<string, Bilingual>>;
  /** Each import, by kind: the name of its result task (the template drops "结果"/" result"). */
  imports?: Readonly<Record<string, Bilingual>>;
}

export const defineFileKinds = <const T extends FileKindsDecl>(kinds: T): T => kinds;

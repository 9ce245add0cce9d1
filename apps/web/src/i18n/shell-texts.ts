import { defineTexts } from './define-texts';
import enUS from './en-US';
import zhCN from './zh-CN';

/** The shell's texts (zh-CN.ts and en-US.ts): the same keys in both, checked like every texts.ts. */
export const shellTexts = defineTexts(zhCN, enUS);

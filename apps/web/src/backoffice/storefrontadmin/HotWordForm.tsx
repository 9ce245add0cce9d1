import { type HotWordAdmin, hotWordGlossary, saveHotWord } from '@procuremart/contract';
import { formFor } from '../../resources/form-for';
import { type HotWordFormValues, hotWordFields } from './hot-word-resource';
import { storefrontAdminKeys } from './keys';

/** The create/edit hot word form; its rules are saveHotWord's input schema. */
export const HotWordForm = formFor(saveHotWord, saveHotWord, {
  texts: 'hotWord',
  glossary: hotWordGlossary,
  fields: hotWordFields,
  values: ({ word, wordEn, sortNo }: HotWordAdmin): HotWordFormValues => ({ word, wordEn, sortNo }),
  updateInput: (values, { hotWordId }) => ({ ...values, hotWordId }),
  invalidate: storefrontAdminKeys.hotWords(),
});

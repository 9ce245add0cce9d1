import { centreMessages, LOCALES } from '@procuremart/contract';
import i18n from 'i18next';
import { catalogueTree } from './catalogue-tree';

/**
 * Every centre's message texts (the common centre's are in the first bundle already): the texts of the
 * message keys forms show under fields. A chunk of its own, loaded by contract-texts.ts.
 */
export function addContractCatalogue(): void {
  for (const catalogue of Object.values(centreMessages))
    for (const locale of LOCALES)
      i18n.addResourceBundle(locale, 'translation', catalogueTree(catalogue, locale), true, false);
}

import { DICTIONARIES } from '@procuremart/contract';
import { useTranslation } from 'react-i18next';
import { entryLabel, useDict } from './use-dict';

/**
 * A sales unit's label in the reader's language. Goods store UNIT dictionary codes (PCS, BOX, UNIT…): the label
 * comes from the loaded dictionary (operators may relabel), else from the contract's declaration (before the
 * dictionary arrives, or for an item since disabled); text that is no code (saved before units were codes) is
 * shown as it is.
 */
export function useUnitName(): (unit: string) => string {
  const { i18n } = useTranslation();
  const units = useDict('UNIT');
  return (unit) => {
    const entry =
      units.items.find((item) => item.code === unit) ??
      DICTIONARIES.UNIT.items.find((item) => item.code === unit);
    return entry ? entryLabel(entry, i18n.language) : unit;
  };
}

/** A sales unit as text in the reader's language. */
export function UnitName({ unit }: { unit: string }) {
  return <>{useUnitName()(unit)}</>;
}

import type { CommodityDetail } from '@procuremart/contract';
import { useLocalName } from '../../i18n/local-name';

type Choice = CommodityDetail['attributes'][number];

/** Attribute values goods hold, in the reader's language: 'name: value' pairs, or the values alone. */
export function ChosenValues({ choices, withNames }: { choices: Choice[]; withNames: boolean }) {
  const nameOf = useLocalName();
  if (choices.length === 0) return <>-</>;
  const texts = choices.map((c) =>
    withNames ? `${nameOf(c.name, c.nameEn)}: ${nameOf(c.value, c.valueEn)}` : nameOf(c.value, c.valueEn),
  );
  return <>{texts.join(withNames ? '; ' : ' / ')}</>;
}

import type { DictCode } from '@procuremart/contract';
import { Tag } from 'antd';
import { useDict } from './use-dict';

/** A coded value as a coloured tag labelled from its dictionary (e.g. a status). */
export function DictTag({
  code,
  value,
  colors = {},
}: {
  code: DictCode;
  value: unknown;
  /** Tag colour by item code; others are plain. */
  colors?: Readonly<Record<string, string>>;
}) {
  const dict = useDict(code);
  const text = String(value ?? '');
  // Until the labels are there the tag holds its place without the raw code ('00' is no status to a user).
  const waiting = dict.loading && dict.items.length === 0;
  return (
    <Tag color={colors[text]} data-testid={`dict-tag-${code}`} data-code={text} aria-busy={waiting}>
      {waiting ? '\u2026' : dict.labelOf(text)}
    </Tag>
  );
}

import type { DictCode } from '@procuremart/contract';
import { Tag } from 'antd';
import { declaredColors } from './dict-colors';
import { useDict } from './use-dict';

/** A coded value as a coloured tag labelled from its dictionary (e.g. a status). */
export function DictTag({
  code,
  value,
  colors = declaredColors(code),
}: {
  code: DictCode;
  value: unknown;
  /** Tag colour by item code, where the screen colours otherwise than the dictionary declares; others are plain. */
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

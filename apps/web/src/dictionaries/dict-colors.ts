import { DICTIONARIES, type DictCode, type DictDecl } from '@procuremart/contract';

const byCode = new Map<string, Readonly<Record<string, string>>>();

/**
 * The tag colour of each item of a dictionary as its declaration gives it (`dictItem(code, zh, en, 'green')`):
 * a status reads the same colour on every screen that names none of its own.
 */
export function declaredColors(code: DictCode): Readonly<Record<string, string>> {
  let colors = byCode.get(code);
  if (!colors) {
    const items = (DICTIONARIES as Record<string, DictDecl>)[code]?.items ?? [];
    colors = Object.fromEntries(items.flatMap((item) => (item.color ? [[item.code, item.color]] : [])));
    byCode.set(code, colors);
  }
  return colors;
}

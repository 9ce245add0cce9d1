export type TextTree = { [key: string]: string | TextTree };

const isTree = (value: unknown): value is TextTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Merges text trees; later sources win on the same leaf, branches merge. */
export function deepMerge(...sources: TextTree[]): TextTree {
  const result: TextTree = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const current = result[key];
      result[key] =
        isTree(value) && isTree(current)
          ? deepMerge(current, value)
          : isTree(value)
            ? deepMerge(value)
            : value;
    }
  }
  return result;
}

/** Turns flat dotted keys ('validation.email') into a nested tree so that t('validation.email') finds them. */
export function nestDottedKeys(flat: Record<string, string>): TextTree {
  const root: TextTree = {};
  for (const [dotted, text] of Object.entries(flat)) {
    const parts = dotted.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node[part] = isTree(next) ? next : {};
      node = node[part] as TextTree;
    }
    node[parts[parts.length - 1]] = text;
  }
  return root;
}

/** A place in a parsed body as a chain of keys back to the root: walks share parents instead of copying paths. */
export interface PathLink {
  key: string;
  parent: PathLink | null;
}

/** "a.b.0.c" for the chain ending at `link`; '' for the root. */
export function pathOf(link: PathLink | null): string {
  const keys: string[] = [];
  for (let at = link; at !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

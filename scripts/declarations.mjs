// Checks of the domains' declarations that scripts/gen-barrels.mjs runs before writing a barrel: two files
// declaring one key would otherwise be merged silently, the later one winning.

/**
 * The keys (message keys, parameters, dictionary codes, export or import kinds) that more than one declaration
 * holds, each with its declarations' names; `sets` are `{ from, value }` with `value` an object by key.
 */
export function declaredTwice(sets) {
  const owners = new Map();
  for (const { from, value } of sets)
    for (const key of Object.keys(value ?? {})) owners.set(key, [...(owners.get(key) ?? []), from]);
  return [...owners].filter(([, from]) => from.length > 1).map(([key, from]) => ({ key, from }));
}

/** Throws, naming every key declared twice and where, when there is one. */
export function refuseDeclaredTwice(what, sets) {
  const twice = declaredTwice(sets);
  if (twice.length > 0)
    throw new Error(
      `${what} declared twice: ${twice.map(({ key, from }) => `${key} in ${from.join(', ')}`).join('; ')}`,
    );
}

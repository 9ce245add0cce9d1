/** `/api/<centre>/<callName>` of a call named `<centre>_<callName>`: written once, for definitions and refs. */
export function callPath(name: string): string {
  const [centre, ...rest] = name.split('_');
  return `/api/${centre}/${rest.join('_')}`;
}

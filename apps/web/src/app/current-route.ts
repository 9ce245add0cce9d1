// The current route name travels in the `pn` header of every call; the router keeps it here.
let currentRouteName = '';

export function setCurrentRouteName(name: string): void {
  currentRouteName = name;
}

export function getCurrentRouteName(): string {
  return currentRouteName;
}

/** The address inside the hash router (path + query), used as the login `redirect`. */
export function currentAddress(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash || '/';
}

// Lets non-React code (session expiry, logout) navigate with the router; <NavigatorBridge/> registers it.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateWith: Navigate = (to, options) => {
  const target = `#${to}`;
  if (options?.replace) window.location.replace(target);
  else window.location.hash = target;
};

export function setNavigator(navigate: Navigate): void {
  navigateWith = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateWith(to, options);
}

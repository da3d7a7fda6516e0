type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | undefined;

/** The shell hands its router here so code outside React (the HTTP client, logout) can navigate. */
export function setNavigator(navigate: Navigate): void {
  current = navigate;
}

/** Navigates inside the app; `to` is a route path without the /app base. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (current) current(to, options);
  else window.location.assign(`/app${to}`);
}

type Navigate = (path: string) => void;

let navigateImpl: Navigate = (path) => window.location.assign(path);

/** Lets non-React code (the request layer, sign-out) navigate through the router once it exists. */
export function bindNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** Goes to a path: through the router when bound, else by loading the page. */
export function navigateTo(path: string): void {
  navigateImpl(path);
}

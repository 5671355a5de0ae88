/** A route string split into its method (absent for a bare URL) and its URL. */
export interface RouteParts {
  readonly method: string | undefined;
  readonly url: string;
}

/** Splits `"<METHOD> <URL>"` at the first space; a route without a space is a bare URL. */
export function splitRoute(route: string): RouteParts {
  const text = route.trim();
  const space = text.indexOf(" ");
  if (space === -1) return { method: undefined, url: text };
  return { method: text.slice(0, space), url: text.slice(space + 1).trim() };
}

import { hasBody } from "./place-parameters.js";

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

function shown(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : `a ${typeof value}`;
}

function conflict(route: string, method: string, option: "method" | "url", value: unknown): Error {
  const way = hasBody(method)
    ? `To send a body field named "${option}", pass the whole body as data: { data: { ${option}: ... } }.`
    : `A ${method} request has no body: write a query parameter named "${option}" into the route itself.`;
  return new Error(
    `The route ${JSON.stringify(route)} sets the ${option}, so options.${option} (${shown(value)}) would be lost. ${way}`,
  );
}

/**
 * Throws when a call's `url` (or `method`) differs from the one its route sets. The route wins,
 * so the option would vanish without a word, and such an option is most often a body field of that
 * name (the service's webhook configurations take a `url`). The same value is accepted.
 */
export function checkRouteOptions(route: string, parts: RouteParts, options: Readonly<Record<string, unknown>>): void {
  const { url, method } = options;
  const own = typeof method === "string" ? method.toUpperCase() : undefined;
  if (parts.method !== undefined && method !== undefined && own !== parts.method.toUpperCase()) {
    throw conflict(route, parts.method.toUpperCase(), "method", method);
  }
  if (url !== undefined && url !== parts.url) {
    throw conflict(route, parts.method?.toUpperCase() ?? own ?? "GET", "url", url);
  }
}

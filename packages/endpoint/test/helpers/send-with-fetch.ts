import type { RequestOptions } from "../../src/index.js";

function isJsonValue(body: unknown): boolean {
  if (Array.isArray(body)) return true;
  if (typeof body !== "object" || body === null) return false;
  const prototype: unknown = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}

/** Sends request options with fetch, as the package README shows. */
export function sendWithFetch({ method, url, headers, body }: RequestOptions): Promise<Response> {
  return fetch(url, {
    // fetch upper-cases DELETE, GET, HEAD, OPTIONS, POST and PUT itself, but not PATCH.
    method: method.toUpperCase(),
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
    body: isJsonValue(body) ? JSON.stringify(body) : (body as RequestInit["body"]),
  });
}

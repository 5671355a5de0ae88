import type { MergedOptions } from "./types/merged-options.js";
import type { RequestOptions } from "./types/request-options.js";
import { appendQuery } from "./util/append-query.js";
import { setOwn } from "./util/set-own.js";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** Whether requests of this (uppercase) method carry a body. */
export function hasBody(method: string): boolean {
  return method === "POST" || method === "PUT" || method === "PATCH" || method === "DELETE";
}

/**
 * Places the parameters no placeholder took (rules 2 and 3): in the query string for
 * GET, HEAD and other methods without a body; as the JSON body for POST, PUT, PATCH and
 * DELETE, unless `data` gives the body as it is.
 */
export function placeParameters(
  result: RequestOptions,
  method: string,
  options: MergedOptions,
  names: readonly string[],
): void {
  const { data } = options;
  if (!hasBody(method)) {
    if (data !== undefined) {
      throw new Error(`A ${method} request cannot have a body: data is only sent with POST, PUT, PATCH and DELETE.`);
    }
    if (names.length > 0) result.url = appendQuery(result.url, names, options);
  } else if (data !== undefined) {
    result.body = data;
  } else if (names.length > 0) {
    const body: Record<string, unknown> = {};
    for (const name of names) setOwn(body, name, options[name]);
    result.body = body;
    result.headers["content-type"] ??= JSON_CONTENT_TYPE;
  }
}

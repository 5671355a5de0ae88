import type { MergedOptions, RequestOptions } from "./types/options.js";
import { OPERATORS } from "./url-template/compile-template.js";
import { encodeSearchQuery, encodeUnreserved } from "./url-template/encode.js";
import { expandVariable } from "./url-template/expand-template.js";
import { setOwn } from "./util/plain-object.js";

/** Option names that are never parameters. */
export const NAMED_OPTIONS: ReadonlySet<string> = new Set([
  "method",
  "baseUrl",
  "url",
  "headers",
  "mediaType",
  "data",
  "request",
]);

const CONTINUATION = OPERATORS["&"] as NonNullable<(typeof OPERATORS)["&"]>;

function insertQuery(url: string, query: string): string {
  const hash = url.indexOf("#");
  const path = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  if (!path.includes("?")) return `${path}?${query}${fragment}`;
  const joiner = path.endsWith("?") || path.endsWith("&") ? "" : "&";
  return path + joiner + query + fragment;
}

/** `name=value` as `{&name}` expands it; scalars, by far the most common, are written directly. */
function pair(key: string, value: unknown): string | undefined {
  const type = typeof value;
  if (type !== "string" && type !== "number" && type !== "boolean") {
    return expandVariable(CONTINUATION, { key, label: encodeUnreserved(key), explode: false, prefix: 0 }, value);
  }
  const text = type === "string" ? (value as string) : String(value);
  const label = encodeUnreserved(key);
  if (text === "") return `${label}=`;
  return `${label}=${key === "q" ? encodeSearchQuery(text) : encodeUnreserved(text)}`;
}

/**
 * Appends parameters to a URL's query exactly as the template `{&a,b}` would expand them
 * (so `a=1,2` for a list and `o=k1,v1,k2,v2` for an object), before any fragment.
 * Undefined and null values, empty lists and empty objects write nothing.
 */
function appendQuery(url: string, names: readonly string[], parameters: Readonly<Record<string, unknown>>): string {
  let query = "";
  for (const key of names) {
    const value = parameters[key];
    if (value === undefined || value === null) continue;
    const text = pair(key, value);
    if (text !== undefined) query += query === "" ? text : `&${text}`;
  }
  return query === "" ? url : insertQuery(url, query);
}

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

import { OPERATORS } from "../url-template/compile-template.js";
import { encodeSearchQuery, encodeUnreserved } from "../url-template/encode.js";
import { expandVariable } from "../url-template/expand-template.js";

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
export function appendQuery(
  url: string,
  names: readonly string[],
  parameters: Readonly<Record<string, unknown>>,
): string {
  let query = "";
  for (const key of names) {
    const value = parameters[key];
    if (value === undefined || value === null) continue;
    const text = pair(key, value);
    if (text !== undefined) query += query === "" ? text : `&${text}`;
  }
  return query === "" ? url : insertQuery(url, query);
}

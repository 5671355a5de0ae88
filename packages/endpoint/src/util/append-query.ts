import type { Expression } from "../url-template/compiled-template.js";
import { encodeUnreserved } from "../url-template/encode-unreserved.js";
import { expandExpression } from "../url-template/expand-expression.js";
import { OPERATORS } from "../url-template/operator.js";

const CONTINUATION = OPERATORS["&"] as NonNullable<(typeof OPERATORS)["&"]>;

/**
 * Appends parameters to a URL's query exactly as the template `{&a,b}` would expand them
 * (so `a=1,2` for a list and `o=k1,v1,k2,v2` for an object), before any fragment.
 */
export function appendQuery(url: string, names: readonly string[], parameters: Readonly<Record<string, unknown>>): string {
  const expression: Expression = {
    operator: CONTINUATION,
    vars: names.map((key) => ({ key, label: encodeUnreserved(key), explode: false, prefix: 0 })),
  };
  const query = expandExpression(expression, parameters);
  if (query === "") return url;
  const hash = url.indexOf("#");
  const path = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? "" : url.slice(hash);
  let joined: string;
  if (!path.includes("?")) joined = `${path}?${query.slice(1)}`;
  else if (path.endsWith("?") || path.endsWith("&")) joined = path + query.slice(1);
  else joined = path + query;
  return joined + fragment;
}

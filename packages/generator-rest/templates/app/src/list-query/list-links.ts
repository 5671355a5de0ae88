import type { Page } from "../store/store.js";
import { encodeCursor } from "./list-cursor.js";

/** The parameters that name a page's place in the list: a link names its own instead. */
const places = new Set(["page", "after", "before"]);

/**
 * The Link header of a list page (RFC 8288): `first`, and `prev` and `next` where there are rows
 * before and after the page, each the request's own path and query with its place changed, so
 * filters, sort, fields and limit carry on.
 */
export function listLinks(requestUrl: string, sort: string, page: Page<unknown>, from: { after?: boolean; before?: boolean; skip: number }): string {
  const start = requestUrl.indexOf("?");
  const path = start === -1 ? requestUrl : requestUrl.slice(0, start);
  // The query's other parameters as sent, read once for all links rather than parsed and encoded again for each.
  const query = start === -1 ? "" : requestUrl.slice(start + 1);
  const kept = query
    .split("&")
    .filter((pair) => pair !== "" && !places.has(paramName(pair)))
    .map(asUriText);
  const link = (rel: string, place?: string) => {
    const search = place ? [...kept, place] : kept;
    return `<${path}${search.length > 0 ? `?${search.join("&")}` : ""}>; rel="${rel}"`;
  };
  // A page read backwards has rows after it (the one it was read from); one read forwards, past a row or a skip, has rows before it.
  const [before, after] = from.before ? [page.more, true] : [Boolean(from.after) || from.skip > 0, page.more];
  const links = [link("first")];
  if (before && page.first) links.push(link("prev", `before=${encodeCursor(sort, page.first)}`));
  if (after && page.last) links.push(link("next", `after=${encodeCursor(sort, page.last)}`));
  return links.join(", ");
}

/** A parameter's name as the query parser reads it (`%61fter` is `after`); one that does not decode names no place. */
function paramName(pair: string): string {
  const equals = pair.indexOf("=");
  const name = equals === -1 ? pair : pair.slice(0, equals);
  if (!/[%+]/.test(name)) return name;
  try {
    return decodeURIComponent(name.replaceAll("+", " "));
  } catch {
    return name;
  }
}

/** A pair as sent, with what a URI may not hold raw (`[`, `]`, `<`, `>`, quotes) percent-encoded, so the link stays one URI. */
function asUriText(pair: string): string {
  return pair.replace(/[^\w\-.~!$&'()*+,;=:@/?%]/gu, (char) => encodeURIComponent(char));
}

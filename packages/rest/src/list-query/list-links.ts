import type { Page } from "../store/store.js";
import { encodeCursor } from "./list-cursor.js";

/**
 * The Link header of a list page (RFC 8288): `first`, and `prev` and `next` where there are rows
 * before and after the page, each the request's own path and query with its place changed, so
 * filters, sort, fields and limit carry on.
 */
export function listLinks(
  requestUrl: string,
  sort: string,
  page: Page<unknown>,
  from: { after?: boolean; before?: boolean; skip: number },
): string {
  const url = new URL(requestUrl, "http://localhost");
  const link = (rel: string, place?: ["after" | "before", string]) => {
    const query = new URLSearchParams(url.searchParams);
    for (const name of ["page", "after", "before"]) query.delete(name);
    if (place) query.set(...place);
    const search = query.toString();
    return `<${url.pathname}${search ? `?${search}` : ""}>; rel="${rel}"`;
  };
  // A page read backwards (before alone) has rows after it (the one it was read from); one read forwards, past a row
  // or a skip, has rows before it.
  const [before, after] =
    from.before && !from.after ? [page.more, true] : [Boolean(from.after) || from.skip > 0, page.more];
  const links = [link("first")];
  if (before && page.first) links.push(link("prev", ["before", encodeCursor(sort, page.first)]));
  if (after && page.last) links.push(link("next", ["after", encodeCursor(sort, page.last)]));
  return links.join(", ");
}

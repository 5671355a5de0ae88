import { PositionError } from "../store/keyset-page.js";
import type { Collection, Page } from "../store/store.js";
import { noPage } from "./list-cursor.js";
import { listLinks } from "./list-links.js";
import type { ParsedListQuery } from "./parse-list-query.js";

/** Reads the page a list query names, with the Link header that leads on from it. */
export async function readListPage<T extends object>(
  collection: Collection<T>,
  { filter, options, sort }: ParsedListQuery<string>,
  requestUrl: string,
): Promise<{ page: Page<T>; link: string }> {
  try {
    const page = await collection.findPage(filter, options);
    const from = { after: options.after !== undefined, before: options.before !== undefined, skip: options.skip };
    return { page, link: listLinks(requestUrl, sort, page, from) };
  } catch (error) {
    // A cursor made for this sort whose values do not fit it was made by hand: it names no page.
    if (!(error instanceof PositionError)) throw error;
    const params = [options.after && "after", options.before && "before"].filter(Boolean).join(" or ");
    throw noPage(`${params} is not a cursor this list made: take it from the Link header of a page`);
  }
}

import type { Filter, PageOptions } from "../store/store.js";
import { ValidationError } from "../validation/validation-error.js";
import { keywordFilter, keywords } from "./keyword-filter.js";
import { parseFilters, type FieldFilter } from "./list-filters.js";
import { decodeCursor } from "./list-cursor.js";
import { maxKeywords, maxSortKeys, type ListQuery } from "./list-query-fields.js";
import { parseKeys } from "./parse-keys.js";

export interface ListSpec<F extends string> {
  /** Text fields searched by `q`. */
  search: readonly string[];
  /** Stored fields `sort` may name. */
  sortable: readonly string[];
  /** Fields of the view that `fields` may name. */
  view: readonly F[];
  /** Fields a list filters by, each indexed. */
  filters?: Record<string, FieldFilter>;
}

export interface ParsedListQuery<F extends string> {
  filter: Filter;
  /** The page to read: from a cursor's position, or by its number (`skip`). */
  options: PageOptions & { skip: number };
  /** The sort as its cursors name it, keys named again left out: `-createdAt,name`. */
  sort: string;
  /** The view fields to answer with. */
  fields: F[];
  /** Whether the total of every match was asked for (`total=true`): counting is one more query. */
  total: boolean;
}

/** Turns a validated list query into a store filter, find options and the fields to keep. */
export function parseListQuery<F extends string>(query: ListQuery, spec: ListSpec<F>): ParsedListQuery<F> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 30;
  const keys = parseKeys("sort", query.sort ?? "-createdAt", spec.sortable, maxSortKeys);
  const sortText = keys.map((key) => `${key.negated ? "-" : ""}${key.name}`).join(",");
  const words = keywords(query.q).length;
  if (words > maxKeywords) {
    throw new ValidationError([
      {
        name: "maxwords",
        param: "q",
        value: query.q,
        maxwords: maxKeywords,
        message: `q holds at most ${maxKeywords} different words, got ${words}`,
      },
    ]);
  }
  return {
    filter: { ...parseFilters(query, spec.filters ?? {}), ...keywordFilter(query.q, spec.search) },
    options: {
      sort: Object.fromEntries(keys.map((key) => [key.name, key.negated ? -1 : 1] as const)),
      skip: (page - 1) * limit,
      limit,
      ...(query.after === undefined ? {} : { after: decodeCursor("after", query.after, sortText) }),
      ...(query.before === undefined ? {} : { before: decodeCursor("before", query.before, sortText) }),
    },
    sort: sortText,
    fields: selectFields(query.fields, spec.view),
    total: query.total === true,
  };
}

/** The asked fields, always with `id`: a row without its id cannot be addressed. */
function selectFields<F extends string>(value: string | undefined, view: readonly F[]): F[] {
  if (!value) return [...view];
  const keys = parseKeys("fields", value, view);
  const included = keys.filter((key) => !key.negated).map((key) => key.name);
  const excluded = keys.filter((key) => key.negated).map((key) => key.name);
  const asked = (field: F) => (included.length === 0 || included.includes(field)) && !excluded.includes(field);
  return view.filter((field) => field === "id" || asked(field));
}

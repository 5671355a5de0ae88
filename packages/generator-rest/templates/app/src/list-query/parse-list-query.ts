import type { Filter, FindOptions } from "../store/store.js";
import { ValidationError } from "../validation/validation-error.js";
import { keywordFilter, keywords } from "./keyword-filter.js";
import { maxKeywords, maxSortKeys, type ListQuery } from "./list-query-fields.js";
import { parseKeys } from "./parse-keys.js";

export interface ListSpec<F extends string> {
  /** Text fields searched by `q`. */
  search: readonly string[];
  /** Stored fields `sort` may name. */
  sortable: readonly string[];
  /** Fields of the view that `fields` may name. */
  view: readonly F[];
}

export interface ParsedListQuery<F extends string> {
  filter: Filter;
  options: Required<FindOptions>;
  /** The view fields to answer with. */
  fields: F[];
}

/** Turns a validated list query into a store filter, find options and the fields to keep. */
export function parseListQuery<F extends string>(query: ListQuery, spec: ListSpec<F>): ParsedListQuery<F> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 30;
  const sort = Object.fromEntries(
    parseKeys("sort", query.sort ?? "-createdAt", spec.sortable, maxSortKeys).map((key) => [key.name, key.negated ? -1 : 1] as const),
  );
  const words = keywords(query.q).length;
  if (words > maxKeywords) {
    throw new ValidationError([
      { name: "maxwords", param: "q", value: query.q, maxwords: maxKeywords, message: `q holds at most ${maxKeywords} different words, got ${words}` },
    ]);
  }
  return {
    filter: keywordFilter(query.q, spec.search),
    options: { sort, skip: (page - 1) * limit, limit },
    fields: selectFields(query.fields, spec.view),
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

import { Type } from "typebox";
import { whiteSpace } from "../validation/text-patterns.js";
import { filterFields, type FieldFilter } from "./list-filters.js";

/** Keys `sort` may give: past the first, each is one more order kept among ties, sorted without an index. */
export const maxSortKeys = 3;

/** Words `q` may hold: each is one more search through every text field of the rows. */
export const maxKeywords = 5;

/**
 * Characters each word of `q` holds at least. Keyword indexes look words up by their three-letter pieces, so a
 * shorter word would be read in the text of every row, however many there are.
 */
export const minKeywordLength = 3;

/**
 * What `q` may be: up to `maxKeywords` words of `minKeywordLength` characters or more. The spaces after the words
 * belong to the words' group: were they apart, a run of spaces before a short word would be split between the two
 * every way there is, and a long one would hold the server for seconds.
 */
const [space, word] = [`[${whiteSpace}]`, `[^\\u0000${whiteSpace}]{${minKeywordLength},}`];
export const keywordsPattern = `^${space}*(?:${word}(?:${space}+${word}){0,${maxKeywords - 1}}${space}*)?$`;

/** The keys `sort` and `fields` may name, and the fields a list filters by. */
export interface ListKeys {
  sortable: readonly string[];
  view: readonly string[];
  filters?: Record<string, FieldFilter>;
}

/**
 * The query parameters every list route accepts; spread them into the route's querystring schema. Given the
 * keys a list takes, `sort` and `fields` say them as patterns, as parseListQuery checks them, and its filters
 * add theirs.
 */
export function listQueryFields(keys?: ListKeys) {
  return {
    q: Type.Optional(
      Type.String({
        maxLength: 100,
        pattern: keywordsPattern,
        "x-expected": `be at most ${maxKeywords} words, each of at least ${minKeywordLength} characters`,
        description: `Keywords searched in the text fields, ignoring case and accents: at most ${maxKeywords} words (a word given again is searched once), each of at least ${minKeywordLength} characters`,
      }),
    ),
    page: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 30,
        default: 1,
        description: "A page by its number, up to 30; past that, follow the Link header's next",
      }),
    ),
    after: Type.Optional(
      cursorField(
        "The page after the row this cursor marks: take it from the Link header's next; with page, that many pages on",
      ),
    ),
    before: Type.Optional(
      cursorField(
        "The page before the row this cursor marks: take it from the Link header's prev; with after, the rows between",
      ),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
    total: Type.Optional(
      Type.Boolean({
        description: "Answers the X-Total-Count header too: every match, ignoring the page (one more query)",
      }),
    ),
    sort: Type.Optional(
      Type.String({
        maxLength: 200,
        default: "-createdAt",
        ...(keys && {
          pattern: keyListPattern(keys.sortable, maxSortKeys),
          "x-expected": `be at most ${maxSortKeys} comma-separated keys among ${keys.sortable.join(", ")}, each may start with -`,
          examples: [`-${keys.sortable.at(-1)}`],
        }),
        description: `Comma-separated keys${keys ? ` among ${keys.sortable.join(", ")}` : ""}, at most ${maxSortKeys} (a key named again is ignored); \`-key\` sorts descending`,
      }),
    ),
    fields: Type.Optional(
      Type.String({
        maxLength: 200,
        ...(keys && {
          pattern: keyListPattern(keys.view),
          "x-expected": `be comma-separated fields among ${keys.view.join(", ")}, each may start with -`,
          examples: [keys.view.slice(0, 2).join(",")],
        }),
        description: "Comma-separated fields to return; `-field` leaves one out",
      }),
    ),
    ...filterFields(keys?.filters ?? {}),
  };
}

/**
 * A cursor parameter. Only the API makes cursors, so `x-link` tells the contract test to take them
 * from Link headers rather than make them up.
 */
function cursorField(description: string) {
  const expected = "be a cursor from the Link header";
  return Type.String({
    maxLength: 2000,
    pattern: "^[A-Za-z0-9_-]*$",
    "x-expected": expected,
    description,
    "x-link": true,
  });
}

/** `a,-b`: keys among `keys` (at most `max` of them), each may start with `-`, spaces around them allowed. */
function keyListPattern(keys: readonly string[], max?: number): string {
  const key = `[${whiteSpace}]*-?(?:${keys.join("|")})[${whiteSpace}]*`;
  // Empty too: an empty parameter counts as absent (dropEmptyQuery).
  return `^(?:${key}(?:,${key})${max === undefined ? "*" : `{0,${max - 1}}`})?$`;
}

/** A list answer's description and headers, for its 200 schema (@fastify/swagger documents `headers` as the answer's). */
export const listAnswer = {
  description: "A page of the list",
  headers: {
    link: Type.String({
      description:
        'Links to the first page, and to the pages before and after this one where rows lie there (RFC 8288): `</users?after=...>; rel="next"`',
    }),
    "x-total-count": Type.Integer({ description: "Every match, ignoring the page: only with `total=true`" }),
  },
};

export type ListQuery = {
  q?: string;
  page?: number;
  after?: string;
  before?: string;
  limit?: number;
  total?: boolean;
  sort?: string;
  fields?: string;
};

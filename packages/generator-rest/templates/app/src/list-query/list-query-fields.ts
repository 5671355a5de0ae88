import { Type } from "typebox";

/** Keys `sort` may give: past the first, each is one more order kept among ties, sorted without an index. */
export const maxSortKeys = 3;

/** Different words `q` may hold: each is one more search through every text field of the rows. */
export const maxKeywords = 5;

/** The keys `sort` and `fields` may name. */
export interface ListKeys {
  sortable: readonly string[];
  view: readonly string[];
}

/**
 * The query parameters every list route accepts; spread them into the route's querystring schema. Given the
 * keys a list takes, `sort` and `fields` say them as patterns, as parseListQuery checks them.
 */
export function listQueryFields(keys?: ListKeys) {
  return {
    q: Type.Optional(
      Type.String({
        maxLength: 100,
        description: `Keywords searched in the text fields, ignoring case and accents: at most ${maxKeywords} different words`,
      }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
    sort: Type.Optional(
      Type.String({
        maxLength: 200,
        default: "-createdAt",
        ...(keys && { pattern: keyListPattern(keys.sortable, maxSortKeys), examples: [`-${keys.sortable.at(-1)}`] }),
        description: `Comma-separated keys${keys ? ` among ${keys.sortable.join(", ")}` : ""}, at most ${maxSortKeys} (a key named again is ignored); \`-key\` sorts descending`,
      }),
    ),
    fields: Type.Optional(
      Type.String({
        maxLength: 200,
        ...(keys && { pattern: keyListPattern(keys.view), examples: [keys.view.slice(0, 2).join(",")] }),
        description: "Comma-separated fields to return; `-field` leaves one out",
      }),
    ),
  };
}

/** `a,-b`: keys among `keys` (at most `max` of them), each may start with `-`, spaces around them allowed. */
function keyListPattern(keys: readonly string[], max?: number): string {
  const key = `\\s*-?(?:${keys.join("|")})\\s*`;
  return `^${key}(?:,${key})${max === undefined ? "*" : `{0,${max - 1}}`}$`;
}

export interface ListQuery {
  q?: string;
  page?: number;
  limit?: number;
  sort?: string;
  fields?: string;
}

import { Type } from "typebox";

/** Keys `sort` may give: past the first, each is one more order kept among ties, sorted without an index. */
export const maxSortKeys = 3;

/** Different words `q` may hold: each is one more search through every text field of the rows. */
export const maxKeywords = 5;

/** The query parameters every list route accepts; spread them into the route's querystring schema. */
export const listQueryFields = {
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
      description: `Comma-separated keys, at most ${maxSortKeys} and each once; \`-key\` sorts descending`,
    }),
  ),
  fields: Type.Optional(
    Type.String({ maxLength: 200, description: "Comma-separated fields to return; `-field` leaves one out" }),
  ),
};

export interface ListQuery {
  q?: string;
  page?: number;
  limit?: number;
  sort?: string;
  fields?: string;
}

import type { Filter } from "../store/store.js";
import { keywordPattern } from "./keyword-pattern.js";

/** Every word of `q` must appear in at least one of `fields`. */
export function keywordFilter(q: string | undefined, fields: readonly string[]): Filter {
  const words = (q ?? "").split(/\s+/).filter(Boolean);
  const clauses = words.map((word) => {
    const $regex = new RegExp(keywordPattern(word), "i");
    return { $or: fields.map((field) => ({ [field]: { $regex } })) };
  });
  if (clauses.length === 0) return {};
  return clauses.length === 1 ? (clauses[0] as Filter) : { $and: clauses };
}

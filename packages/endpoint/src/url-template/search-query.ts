import { encodeUnreserved } from "./encode-unreserved.js";
import { OPERATORS, type Operator } from "./operator.js";

/**
 * `encodeUnreserved`, except that `+` is written as it is: in the `q` parameter of the search
 * service, `+` separates qualifiers (`q=repo:a/b+is:open`), as servers decode it to a space.
 */
export function encodeSearchQuery(text: string): string {
  if (!text.includes("+")) return encodeUnreserved(text);
  return text.split("+").map(encodeUnreserved).join("+");
}

const query = OPERATORS["?"] as Operator;
const continuation = OPERATORS["&"] as Operator;
const searchQuery: Operator = { ...query, encode: encodeSearchQuery };
const searchContinuation: Operator = { ...continuation, encode: encodeSearchQuery };

/**
 * The operator that writes variable `key` in a query: the query operators keep `+` inside `q`
 * (the one departure from RFC 6570, made for the search service); every other operator and
 * variable is unchanged.
 */
export function queryOperatorFor(op: Operator, key: string): Operator {
  if (key !== "q") return op;
  if (op === query) return searchQuery;
  return op === continuation ? searchContinuation : op;
}

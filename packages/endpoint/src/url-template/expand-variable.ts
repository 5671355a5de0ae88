import type { VarSpec } from "./compiled-template.js";
import type { Operator } from "./operator.js";
import { prefix } from "./prefix.js";
import { queryOperatorFor } from "./search-query.js";
import { hasOwnText, valueText } from "./value-text.js";

function isDefined(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function named(op: Operator, name: string, text: string): string {
  return text === "" ? name + op.ifEmpty : `${name}=${op.encode(text)}`;
}

function expandScalar(op: Operator, spec: VarSpec, value: unknown): string {
  const text = spec.prefix === 0 ? valueText(value) : prefix(valueText(value), spec.prefix);
  return op.named ? named(op, spec.label, text) : op.encode(text);
}

function expandList(op: Operator, spec: VarSpec, list: readonly unknown[]): string | undefined {
  const items: string[] = [];
  for (const item of list) {
    if (!isDefined(item)) continue;
    const text = valueText(item);
    items.push(spec.explode && op.named ? named(op, spec.label, text) : op.encode(text));
  }
  if (items.length === 0) return undefined;
  if (spec.explode) return items.join(op.separator);
  return op.named ? `${spec.label}=${items.join(",")}` : items.join(",");
}

function expandPairs(op: Operator, spec: VarSpec, object: Readonly<Record<string, unknown>>): string | undefined {
  const pairs: string[] = [];
  for (const key of Object.keys(object)) {
    const member = object[key];
    if (!isDefined(member)) continue;
    const text = valueText(member);
    if (!spec.explode) pairs.push(`${op.encode(key)},${op.encode(text)}`);
    else pairs.push(op.named ? named(op, op.encode(key), text) : `${op.encode(key)}=${op.encode(text)}`);
  }
  if (pairs.length === 0) return undefined;
  if (spec.explode) return pairs.join(op.separator);
  return op.named ? `${spec.label}=${pairs.join(",")}` : pairs.join(",");
}

/**
 * Expands one defined variable by the rules of RFC 6570 appendix A: strings and other
 * scalars, lists (arrays) and associative arrays (objects). Returns undefined when a list
 * or object has no defined members, so the caller writes nothing for it. A `+` in the query
 * variable `q` is kept (see `queryOperatorFor`).
 */
export function expandVariable(op: Operator, spec: VarSpec, value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return expandScalar(queryOperatorFor(op, spec.key), spec, value);
  if (Array.isArray(value)) return expandList(queryOperatorFor(op, spec.key), spec, value);
  if (hasOwnText(value)) return expandScalar(queryOperatorFor(op, spec.key), spec, value);
  // Exploded, an object's keys become the parameter names: its values are not `q`'s.
  return expandPairs(
    spec.explode ? op : queryOperatorFor(op, spec.key),
    spec,
    value as Readonly<Record<string, unknown>>,
  );
}

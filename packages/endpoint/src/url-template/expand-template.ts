import { type CompiledTemplate, type Expression, type Operator, OPERATORS, type VarSpec } from "./compile-template.js";
import { encodeSearchQuery } from "./encode.js";

const query = OPERATORS["?"] as Operator;
const continuation = OPERATORS["&"] as Operator;
const searchQuery: Operator = { ...query, encode: encodeSearchQuery };
const searchContinuation: Operator = { ...continuation, encode: encodeSearchQuery };

/**
 * The operator that writes variable `key` in a query: the query operators keep `+` inside `q`
 * (the one departure from RFC 6570, made for the search service); every other operator and
 * variable is unchanged.
 */
function queryOperatorFor(op: Operator, key: string): Operator {
  if (key !== "q") return op;
  if (op === query) return searchQuery;
  return op === continuation ? searchContinuation : op;
}

/** Whether an object prints itself meaningfully (`Date`, `URL`, ...) rather than as `[object Object]`. */
function hasOwnText(value: object): boolean {
  return value.toString !== Object.prototype.toString && typeof value.toString === "function";
}

/** JSON text that also takes BigInt members and cycles, which JSON.stringify alone rejects. */
function jsonText(value: object): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(value, (_key, member: unknown) => {
    if (typeof member === "bigint") return member.toString();
    if (typeof member === "object" && member !== null) {
      if (seen.has(member)) return "[Circular]";
      seen.add(member);
    }
    return member;
  }) as string | undefined;
  return text ?? "";
}

/**
 * The text of a scalar, or of a member of a list or associative array. RFC 6570 stops at one
 * level of nesting; deeper arrays and objects are written as JSON text so nothing prints as
 * `[object Object]`.
 */
function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value !== "object" || value === null) return String(value);
  return hasOwnText(value) && !Array.isArray(value) ? String(value) : jsonText(value);
}

/** The first `length` Unicode code points of `text` (RFC 6570 prefix modifier). */
function prefix(text: string, length: number): string {
  if (text.length <= length) return text;
  let index = 0;
  for (let count = 0; count < length && index < text.length; count++) {
    const code = text.charCodeAt(index);
    const pair = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
    index += pair ? 2 : 1;
  }
  return text.slice(0, index);
}

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

/** Expands one `{...}` expression; variables that are undefined or null write nothing. */
function expandExpression(expression: Expression, values: Readonly<Record<string, unknown>>): string {
  const op = expression.operator;
  let result = "";
  let started = false;
  for (const spec of expression.vars) {
    const value = Object.hasOwn(values, spec.key) ? values[spec.key] : undefined;
    if (value === undefined || value === null) continue;
    const text = expandVariable(op, spec, value);
    if (text === undefined) continue;
    result += (started ? op.separator : op.first) + text;
    started = true;
  }
  return result;
}

/** Expands a compiled template with the given variable values. */
export function expandTemplate(template: CompiledTemplate, values: Readonly<Record<string, unknown>>): string {
  let result = "";
  for (const part of template.parts) {
    result += typeof part === "string" ? part : expandExpression(part, values);
  }
  return result;
}

import { compareValues } from "./compare-values.js";
import { foldText, type Keywords } from "./keywords.js";
import type { Filter } from "./store.js";

type Test = (value: unknown) => boolean;
/** Whether the document at a position of the columns matches. */
export type Predicate = (position: number) => boolean;

/**
 * A MongoDB-style filter compiled once into a test of one position of the columns, the
 * fields' values in row order: `$keywords`, equality, `$regex` (or a RegExp), `$in`, `$nin`, `$ne`, `$gt`,
 * `$gte`, `$lt`, `$lte`, `$exists`, `$and` and `$or`. A field holding an array matches when
 * one of its items does, as in MongoDB. Loops stay plain: a scan runs this per document.
 */
export function filterPredicate(filter: Filter, columns: Columns): Predicate {
  const parts = Object.entries(filter).map(([key, condition]): Predicate => {
    if (key === "$and" || key === "$or") {
      const predicates = (condition as Filter[]).map((part) => filterPredicate(part, columns));
      return key === "$and" ? all(predicates) : any(predicates);
    }
    if (key === "$keywords") return keywordsPredicate(condition as Keywords, columns);
    if (key.startsWith("$")) throw new Error(`Unsupported filter operator ${key}`);
    const test = conditionTest(condition);
    const values = columns.column(key);
    return (position) => test(values[position]);
  });
  return parts.length === 1 ? (parts[0] as Predicate) : all(parts);
}

/** Where a predicate reads the documents: one array per field, in the same order. */
export interface Columns {
  column(field: string): unknown[];
  /** Per document, the texts of `fields` folded by `foldText` and joined by a character no word holds. */
  folded(fields: readonly string[]): string[];
}

/** Folding both sides once turns each word into a plain substring test. */
function keywordsPredicate({ words, fields }: Keywords, columns: Columns): Predicate {
  const folded = words.map(foldText);
  const texts = columns.folded(fields);
  return (position) => {
    const text = texts[position] as string;
    for (const word of folded) if (!text.includes(word)) return false;
    return true;
  };
}

function all(predicates: Predicate[]): Predicate {
  return (position) => {
    for (const predicate of predicates) if (!predicate(position)) return false;
    return true;
  };
}

function any(predicates: Predicate[]): Predicate {
  return (position) => {
    for (const predicate of predicates) if (predicate(position)) return true;
    return false;
  };
}

function conditionTest(condition: unknown): Test {
  if (condition instanceof RegExp) return regexTest(condition);
  if (!isOperators(condition)) return anyItem((value) => equals(value, condition));
  const tests = Object.entries(condition)
    .filter(([operator]) => operator !== "$options")
    .map(([operator, operand]) => operatorTest(operator, operand, condition["$options"]));
  return (value) => tests.every((test) => test(value));
}

function operatorTest(operator: string, operand: unknown, options: unknown): Test {
  switch (operator) {
    case "$regex":
      return regexTest(operand instanceof RegExp ? operand : new RegExp(String(operand), String(options ?? "")));
    case "$in": {
      const tests = (operand as unknown[]).map(conditionTest);
      return (value) => tests.some((test) => test(value));
    }
    case "$nin": {
      const tests = (operand as unknown[]).map(conditionTest);
      return (value) => !tests.some((test) => test(value));
    }
    case "$ne": {
      const same = anyItem((value) => equals(value, operand));
      return (value) => !same(value);
    }
    case "$exists":
      return (value) => (value !== undefined) === Boolean(operand);
    case "$gt":
    case "$gte":
    case "$lt":
    case "$lte":
      return anyItem((value) => inRange(operator, value, operand));
    default:
      throw new Error(`Unsupported filter operator ${operator}`);
  }
}

function regexTest(pattern: RegExp): Test {
  // A global or sticky RegExp keeps state between tests: test a copy without those flags.
  const plain = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ""));
  const text = (value: unknown) => typeof value === "string" && plain.test(value);
  return (value) => (typeof value === "string" ? plain.test(value) : Array.isArray(value) && value.some(text));
}

function inRange(operator: string, value: unknown, bound: unknown): boolean {
  // As in MongoDB, a range only matches values of the bound's own type.
  if (value === null || typeof value !== typeof bound || (bound instanceof Date) !== (value instanceof Date)) return false;
  const order = compareValues(value, bound);
  if (operator === "$gt") return order > 0;
  if (operator === "$gte") return order >= 0;
  return operator === "$lt" ? order < 0 : order <= 0;
}

function anyItem(test: Test): Test {
  return (value) => (Array.isArray(value) ? test(value) || value.some(test) : test(value));
}

function equals(value: unknown, expected: unknown): boolean {
  if (expected === null) return value === null || value === undefined;
  if (value instanceof Date && expected instanceof Date) return value.getTime() === expected.getTime();
  if (typeof expected !== "object") return value === expected;
  return typeof value === "object" && value !== null && compareValues(value, expected) === 0;
}

function isOperators(condition: unknown): condition is Record<string, unknown> {
  if (typeof condition !== "object" || condition === null || condition instanceof Date || Array.isArray(condition)) return false;
  const keys = Object.keys(condition);
  return keys.length > 0 && keys.every((key) => key.startsWith("$"));
}

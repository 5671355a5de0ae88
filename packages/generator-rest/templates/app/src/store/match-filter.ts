import { compareValues } from "./compare-values.js";
import type { Filter } from "./store.js";

type Test = (value: unknown) => boolean;
export type Predicate = (valueAt: (field: string) => unknown) => boolean;

/**
 * A MongoDB-style filter as a function, compiled once and run on each document: equality,
 * `$regex` (or a RegExp), `$in`, `$nin`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$exists`,
 * `$and` and `$or`. A field holding an array matches when one of its items does, as in MongoDB.
 */
export function filterPredicate(filter: Filter): Predicate {
  const parts = Object.entries(filter).map(([key, condition]): Predicate => {
    if (key === "$and" || key === "$or") {
      const predicates = (condition as Filter[]).map(filterPredicate);
      return key === "$and"
        ? (valueAt) => predicates.every((predicate) => predicate(valueAt))
        : (valueAt) => predicates.some((predicate) => predicate(valueAt));
    }
    if (key.startsWith("$")) throw new Error(`Unsupported filter operator ${key}`);
    const test = conditionTest(condition);
    return (valueAt) => test(valueAt(key));
  });
  return (valueAt) => parts.every((part) => part(valueAt));
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
  return anyItem((value) => typeof value === "string" && plain.test(value));
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
  return (value) => test(value) || (Array.isArray(value) && value.some(test));
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

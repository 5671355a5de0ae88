import { Type, type TSchema } from "typebox";
import type { Condition, Filter, FilterValue, Range } from "../store/store.js";
import { ValidationError } from "../validation/validation-error.js";
import { emailText, storableText } from "../validation/text-patterns.js";

/**
 * How a list filters by one field, by the field's type: `field=value` is equality, `field[in]=a,b`
 * membership, and for numbers and dates `field[gte]=10&field[lt]=20` a range (bounds `gt`, `gte`,
 * `lt`, `lte`). A `date` is a calendar day (`2024-06-01`), kept as text; a `datetime` is kept as a Date, and
 * filtered by a date-time or by a calendar day (UTC), which stands for the whole day: `createdAt=2026-01-01` is
 * that day, `createdAt[lte]=2026-01-01` up to its end. An `email` is kept in lower case, so it is compared so.
 */
export type FieldFilter =
  | { type: "text" | "boolean" | "id" | "email" }
  | { type: "enum"; values: readonly string[] }
  | { type: "integer" | "number" | "date" | "datetime" };

const bounds = ["gt", "gte", "lt", "lte"] as const;
// Only what both JSON Schema's formats and Date take: a month of 1 to 12, a day of 1 to 31, an hour of 0 to 23.
const dayPattern = "\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])";
const timePattern = "(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,3})?)?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)";

/** The value of one filter as a query parameter's schema. */
function valueSchema(filter: FieldFilter): TSchema {
  switch (filter.type) {
    case "enum":
      return Type.Enum([...filter.values]);
    case "integer":
      return Type.Integer();
    case "number":
      return Type.Number();
    case "boolean":
      return Type.Boolean();
    // These formats take no empty text, which counts as absent (dropEmptyQuery): the document says so.
    case "date":
      return Type.Union([Type.String({ format: "date" }), Type.Literal("")]);
    case "datetime":
      return Type.Union([Type.String({ format: "date-time" }), Type.String({ format: "date" }), Type.Literal("")]);
    case "email":
      return Type.Union([Type.String({ format: "email", maxLength: 254, ...emailText }), Type.Literal("")]);
    default:
      // No minLength: an empty parameter counts as absent (dropEmptyQuery), so it is no invalid value either.
      return Type.String({ maxLength: 200, ...storableText });
  }
}

/**
 * A comma-separated list of values, as `[in]` takes them: the pattern of one value, repeated. A number's digits
 * and exponent are bounded, so that every value the document allows is one a double holds (1e400 is none).
 */
function listPattern(filter: FieldFilter): string {
  const one =
    filter.type === "enum"
      ? `(?:${filter.values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`
      : filter.type === "integer"
        ? "-?\\d{1,300}"
        : filter.type === "number"
          ? "-?\\d{1,200}(?:\\.\\d{1,200})?(?:[eE](?:-\\d{1,3}|\\+?\\d{1,2}))?"
          : filter.type === "boolean"
            ? "(?:true|false)"
            : filter.type === "date"
              ? dayPattern
              : filter.type === "datetime"
                ? `${dayPattern}T${timePattern}`
                : "[^,\\u0000]+";
  // Empty too: an empty parameter counts as absent (dropEmptyQuery).
  return `^(?:${one}(?:,${one})*)?$`;
}

/** What a list of `[in]` holds, in words. */
function listWords(filter: FieldFilter): string {
  switch (filter.type) {
    case "enum":
      return `values among ${filter.values.join(", ")}`;
    case "integer":
      return "integers";
    case "number":
      return "numbers";
    case "boolean":
      return "true or false";
    case "date":
      return "calendar days (2024-06-01)";
    case "datetime":
      return "date-times (2024-06-01T12:00:00Z)";
    default:
      return "values, none empty";
  }
}

/** The query parameters of a list's filters, for its querystring schema; each says what it does. */
export function filterFields(filters: Record<string, FieldFilter>): Record<string, TSchema> {
  const fields: Record<string, TSchema> = {};
  for (const [field, filter] of Object.entries(filters)) {
    const value = valueSchema(filter);
    fields[field] = Type.Optional({ ...value, description: `Only rows whose ${field} is this` });
    fields[`${field}[in]`] = Type.Optional(
      Type.String({
        maxLength: 2000,
        pattern: listPattern(filter),
        "x-expected": `be ${listWords(filter)}, comma-separated`,
        description: `Only rows whose ${field} is one of these, comma-separated`,
      }),
    );
    if (filter.type === "integer" || filter.type === "number" || filter.type === "date" || filter.type === "datetime") {
      for (const bound of bounds) {
        const words = { gt: "above", gte: "at or above", lt: "below", lte: "at or below" }[bound];
        fields[`${field}[${bound}]`] = Type.Optional({
          ...value,
          description: `Only rows whose ${field} is ${words} this`,
        });
      }
    }
  }
  return fields;
}

/** The store filter of the validated filter parameters of a list query; several on one field must all hold. */
export function parseFilters(query: Record<string, unknown>, filters: Record<string, FieldFilter>): Filter {
  const filter: Filter = {};
  for (const [field, spec] of Object.entries(filters)) {
    const value = (param: string) => stored(spec, param, query[param]);
    const conditions: Condition[] = [];
    const day = (param: string) => spec.type === "datetime" && isDay(query[param]);
    if (query[field] !== undefined) conditions.push(day(field) ? wholeDay(String(query[field])) : value(field));
    const among = query[`${field}[in]`];
    if (typeof among === "string")
      conditions.push({ $in: among.split(",").map((one) => stored(spec, `${field}[in]`, one)) });
    const bounded = bounds.filter((bound) => query[`${field}[${bound}]`] !== undefined);
    if (bounded.length > 0) {
      const bound = (name: (typeof bounds)[number]) => {
        const param = `${field}[${name}]`;
        if (!day(param)) return [`$${name}`, value(param)];
        // A day as a bound is the whole day: above it is from the next day on, at or below it up to its end.
        const { $gte: start, $lt: next } = wholeDay(String(query[param]));
        return { gt: ["$gte", next], gte: ["$gte", start], lt: ["$lt", start], lte: ["$lt", next] }[name];
      };
      // One range of every bound, unless two days name the same one: each must hold, so each keeps its range.
      const ranges: Record<string, FilterValue>[] = [];
      for (const [key, limit] of bounded.map(bound) as [string, FilterValue][]) {
        const free = ranges.find((range) => !(key in range));
        if (free) free[key] = limit;
        else ranges.push({ [key]: limit });
      }
      conditions.push(...(ranges as Range[]));
    }
    if (conditions.length > 0) filter[field] = conditions;
  }
  return filter;
}

/** A value as the store keeps it: a datetime as a Date, a boolean and a number as themselves. */
function stored(spec: FieldFilter, param: string, value: unknown): FilterValue {
  if (spec.type === "boolean") return value === true || value === "true";
  if (spec.type === "integer" || spec.type === "number") return finite(param, value);
  if (spec.type === "email") return String(value).toLowerCase();
  if (spec.type !== "datetime") return String(value);
  // A list's values pass its pattern only, and a pattern cannot tell the 31st of February.
  const at = new Date(String(value));
  if (Number.isNaN(at.getTime())) {
    throw new ValidationError([
      { name: "format", param, value, format: "date-time", message: `${param} must hold valid date-times` },
    ]);
  }
  return at;
}

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: unknown): boolean {
  return typeof value === "string" && dayOnly.test(value);
}

/** A calendar day (UTC) as the range of date-times it holds; its format was checked, so it is a real day. */
function wholeDay(day: string): { $gte: Date; $lt: Date } {
  const start = new Date(`${day}T00:00:00Z`);
  return { $gte: start, $lt: new Date(start.getTime() + 86_400_000) };
}

/** A listed number as a double; its pattern allows only finite ones, and this holds to that for any caller. */
function finite(param: string, value: unknown): number {
  const number = Number(value);
  if (!Number.isFinite(number)) {
    throw new ValidationError([
      { name: "finite", param, value, finite: true, message: `${param} must hold finite numbers` },
    ]);
  }
  return number;
}

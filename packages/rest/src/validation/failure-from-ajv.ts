import type { FastifySchemaValidationError } from "fastify";
import type { Failure } from "./validation-error.js";

type Describe = (param: string, limit: unknown, expected?: string) => [rule: string, limit: unknown, message: string];

const rules: Record<string, Describe> = {
  required: (param) => ["required", true, `${param} is required`],
  minLength: (param, limit) => ["minlength", limit, `${param} must be at least ${limit} characters long`],
  maxLength: (param, limit) => ["maxlength", limit, `${param} must be at most ${limit} characters long`],
  minimum: (param, limit) => ["min", limit, `${param} must be greater than or equal to ${limit}`],
  maximum: (param, limit) => ["max", limit, `${param} must be less than or equal to ${limit}`],
  enum: (param, limit) => ["enum", limit, `${param} must be one of: ${(limit as unknown[]).join(", ")}`],
  format: (param, limit) => ["format", limit, `${param} must be a valid ${limit}`],
  pattern: (param, limit, expected) => ["match", limit, `${param} must ${expected ? expected : `match ${limit}`}`],
  type: (param, limit) => ["type", limit, `${param} must be of type ${limit}`],
  finite: (param) => ["finite", true, `${param} must be a finite number`],
  additionalProperties: (param) => ["unknown", true, `${param} is not an accepted parameter`],
};

const limitParam: Record<string, string> = {
  minLength: "limit",
  maxLength: "limit",
  minimum: "limit",
  maximum: "limit",
  enum: "allowedValues",
  format: "format",
  pattern: "pattern",
  type: "type",
};

// Values never echoed back: the answer to a short password would otherwise carry the password.
const secretParam = /password|token|secret/i;

// Only short scalars are echoed: an object or a long text sent back would make the answer as big as the request.
const echoedLength = 100;

const alternativeFormat = /\/anyOf\/\d+\/format$/;
const alternativeConst = /\/anyOf\/\d+\/const$/;

/**
 * Turns ajv's errors into Failures; `data` is the validated body, query or params. A value that may take one of
 * several formats (a date-time, or a day) fails once, naming each, rather than once a format and once more for
 * matching none of them.
 */
export function failuresFromAjv(errors: FastifySchemaValidationError[], data: unknown, context: string): Failure[] {
  const formats = new Map<string, string[]>();
  for (const error of errors) {
    if (error.keyword !== "format" || !alternativeFormat.test(error.schemaPath)) continue;
    formats.set(error.instancePath, [...(formats.get(error.instancePath) ?? []), String(error.params.format)]);
  }
  // A filter's value may also be empty (an empty parameter counts as absent): that alternative is no rule to name.
  const isEmptyAlternative = (error: FastifySchemaValidationError) =>
    error.keyword === "const" && alternativeConst.test(error.schemaPath) && error.params.allowedValue === "";
  // A value that fails its format fails the pattern beside it too (an e-mail's dotted domain): the format names it.
  const failsFormat = (path: string) =>
    errors.some((error) => error.keyword === "format" && error.instancePath === path);
  return errors.flatMap((error) => {
    const alternatives = formats.get(error.instancePath);
    if (isEmptyAlternative(error)) return [];
    if (error.keyword === "pattern" && failsFormat(error.instancePath)) return [];
    if (alternatives && error.keyword === "format") return [];
    if (!alternatives && error.keyword === "anyOf") {
      // The failures of the one other alternative say it all.
      const told = errors.some(
        (other) => other.instancePath === error.instancePath && other.keyword !== "anyOf" && !isEmptyAlternative(other),
      );
      if (told) return [];
    }
    if (alternatives && error.keyword === "anyOf") {
      return [
        failureFromAjv({ ...error, keyword: "format", params: { format: alternatives.join(" or ") } }, data, context),
      ];
    }
    return [failureFromAjv(error, data, context)];
  });
}

/** Turns one ajv error into a Failure; `data` is the validated body, query or params. */
function failureFromAjv(error: FastifySchemaValidationError, data: unknown, context: string): Failure {
  const { keyword, params, instancePath } = error;
  const path = instancePath.split("/").slice(1);
  const child = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  if (child !== undefined) path.push(child);
  const param = path.join(".") || context;
  const value = keyword === "required" || secretParam.test(param) ? undefined : echoed(valueAt(data, path));
  const limit = params[limitParam[keyword] ?? ""];
  const describe = rules[keyword];
  if (!describe) return { name: keyword, param, value, message: `${param} ${error.message ?? "is invalid"}` };
  // With ajv's `verbose`, the failing schema comes along: a pattern's `x-expected` words replace the pattern itself.
  const expected = (error as { parentSchema?: { "x-expected"?: string } }).parentSchema?.["x-expected"];
  const [name, ruleLimit, message] = describe(param, limit, expected);
  return { name, param, value, [name]: ruleLimit, message };
}

function echoed(value: unknown): unknown {
  if (typeof value === "string") return value.length <= echoedLength ? value : undefined;
  // JSON has no Infinity: it would be echoed as null.
  return value === null || Number.isFinite(value) || typeof value === "boolean" ? value : undefined;
}

function valueAt(data: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), data);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

import { parse } from "node:querystring";
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from "ajv";
import ajvFormats from "ajv-formats";
import type { FastifySchemaCompiler } from "fastify";

// Report every failing field, and refuse unknown ones (such as `email[$gt]`) instead of dropping them.
// `verbose` hands each failure its schema, whose `x-expected` words say what a pattern wants.
const common: Options = { allErrors: true, removeAdditional: false, useDefaults: true, verbose: true };

/** Bodies parsed from a form: their values are text, which the schema's types convert. */
const formBodies = new WeakSet<object>();

/** `@fastify/formbody`'s parser option: parses as Node's query string parser does, and marks the body as a form. */
export function parseFormBody(text: string): Record<string, unknown> {
  const body = parse(text);
  formBodies.add(body);
  return body;
}

/**
 * Validates a JSON body as typed: `{"title": 30207}` is not a string. Query strings, path parameters and form
 * bodies are text on the wire, so there `"2"` is read as the schema's integer 2 and a single value as an array
 * of one.
 */
export function validatorCompiler(): FastifySchemaCompiler<object> {
  const typed = withFormats(new Ajv({ ...common, coerceTypes: false }));
  const fromText = withFormats(new Ajv({ ...common, coerceTypes: "array" }));
  return ({ schema, httpPart }) => {
    if (httpPart !== "body") return finiteNumbersOnly(fromText.compile(schema));
    const json = typed.compile(schema);
    let form: Validate | undefined;
    // Fastify reads the failures from the function it was given.
    const validate = Object.assign(
      (data: unknown): boolean => {
        const isForm = typeof data === "object" && data !== null && formBodies.has(data);
        const chosen = isForm ? (form ??= finiteNumbersOnly(fromText.compile(schema))) : json;
        const valid = chosen(data);
        validate.errors = chosen.errors;
        return valid;
      },
      { errors: null as Validate["errors"] },
    );
    return validate;
  };
}

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * ajv converts text such as "1e999" or "Infinity" to a number that is not finite, and then skips every check of
 * it, its range included (ajv-validator/ajv#2212). Text holds no number otherwise, so any such number in the
 * converted value came from text no double holds, and is refused where it stands.
 */
function finiteNumbersOnly(validate: ValidateFunction): Validate {
  const checked = Object.assign(
    (data: unknown): boolean => {
      const valid = validate(data);
      const infinite = nonFiniteNumbers(data, "");
      checked.errors = valid && infinite.length === 0 ? null : [...(validate.errors ?? []), ...infinite];
      return checked.errors === null;
    },
    { errors: null as Validate["errors"] },
  );
  return checked;
}

function nonFiniteNumbers(value: unknown, instancePath: string): ErrorObject[] {
  if (typeof value === "number" && !Number.isFinite(value)) {
    return [{ instancePath, schemaPath: "#", keyword: "finite", params: {}, message: "must be a finite number" }];
  }
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => nonFiniteNumbers(item, `${instancePath}/${key}`));
}

function withFormats(ajv: Ajv): Ajv {
  // `x-link` marks a cursor for the document's readers (see list-query-fields.ts); it checks nothing.
  ajv.addKeyword({ keyword: "x-link", schemaType: "boolean" });
  // `x-expected` says in words what a pattern takes, for the failure's message; it checks nothing either.
  ajv.addKeyword({ keyword: "x-expected", schemaType: "string" });
  // `x-ref` names where the documents a reference names are made (the contract test makes one); nor does it.
  ajv.addKeyword({ keyword: "x-ref", schemaType: "string" });
  // The package is CommonJS: its plugin function is the module's `default` export.
  return ajvFormats.default(ajv);
}

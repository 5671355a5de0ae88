import fc from "fast-check";

/** The part of JSON Schema this API's request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  examples?: unknown[];
  /** A value only the API makes, which a client takes from a Link header. */
  "x-link"?: boolean;
  /** The id of a document made at this path: a made-up id names nothing, and is refused. */
  "x-ref"?: string;
}

// Values a format or a pattern takes that random text would almost never hit.
const formatted: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress().filter((email) => email.length <= 254),
  uri: fc.webUrl({ withQueryParameters: true }).map((url) => url.replace(/^http:/, "https:")),
  "date-time": fc
    .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
    .map((at) => at.toISOString()),
  date: fc
    .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
    .map((at) => at.toISOString().slice(0, 10)),
};

/** Values valid by `schema`, as a JSON body would hold them. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  switch ([schema.type].flat()[0]) {
    case "object":
      return validObject(schema);
    case "array":
      return fc.array(validValue(schema.items ?? {}), { maxLength: 3 });
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
    case "number":
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "string":
      return validString(schema);
    default:
      return fc.jsonValue();
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  // Cursors are valid only as the API made them: the contract test follows Link headers instead.
  const properties = Object.entries(schema.properties ?? {}).filter(([, property]) => !property["x-link"]);
  const model = Object.fromEntries(properties.map(([name, property]) => [name, validValue(property)]));
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 40;
  const fits = (text: string) => text.length >= (schema.minLength ?? 0) && text.length <= max;
  const base = (schema.format === undefined ? undefined : formatted[schema.format]) ?? textMatching(schema);
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, "u");
  // Surrounding spaces are trimmed before the checks: the generated text is what the checks see.
  return base.map((text) => text.trim()).filter((text) => fits(text) && (pattern?.test(text) ?? true));
}

/** Printable words, or the pattern's own strings where fast-check can build them. */
function textMatching(schema: JsonSchema): fc.Arbitrary<string> {
  const words = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,30}$/);
  if (schema.pattern === undefined || schema.pattern === "\\S") return words;
  try {
    const matching = fc
      .stringMatching(new RegExp(schema.pattern, "u"))
      .map((text) => text.slice(0, schema.maxLength ?? 40));
    return fc.oneof(words, matching);
  } catch {
    // A pattern fast-check cannot build from (Unicode classes): words, filtered by the pattern.
    return words;
  }
}

/**
 * Bodies that break `schema` in one way each, whatever spaces trimming removes: a field of the wrong type, a
 * missing required field, an unknown field, a text over its length, a value outside its enum or range, or a
 * JSON value that is not an object at all.
 */
export function invalidBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = validObject(schema);
  const properties = Object.entries(schema.properties ?? {});
  const broken: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(true, 30207, "text", ["a"], null),
    valid.map((body) => ({ ...body, "unknown-field": "x" })),
  ];
  for (const [name, property] of properties) {
    const wrong = wrongValue(property);
    if (wrong) broken.push(fc.tuple(valid, wrong).map(([body, value]) => ({ ...body, [name]: value })));
    if (schema.required?.includes(name))
      broken.push(valid.map((body) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== name))));
  }
  return fc.oneof(...broken);
}

/** Values no form of `schema` accepts; undefined when any value is accepted. */
function wrongValue(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const type = [schema.type].flat()[0];
  if (schema.anyOf || type === undefined) return undefined;
  const choices: fc.Arbitrary<unknown>[] = [fc.constant({ nested: true })];
  if (type !== "string") choices.push(fc.constant("not-a-value"));
  if (type === "string") {
    choices.push(fc.constantFrom(30207, true, null, ["a"]));
    if (schema.maxLength !== undefined) choices.push(fc.constant("x".repeat(schema.maxLength + 1)));
    if (schema.enum) choices.push(fc.constant("not-one-of-them"));
    if (schema.format === "email") choices.push(fc.constant("no-at-sign"));
    if (schema.format === "uri" || schema.format === "date-time" || schema.format === "date")
      choices.push(fc.constant("not a url or date"));
  }
  if (type === "integer" || type === "number") {
    choices.push(fc.constant(true));
    if (schema.maximum !== undefined) choices.push(fc.constant(schema.maximum + 1));
    if (type === "integer") choices.push(fc.constant(1.5));
  }
  if (type === "boolean") choices.push(fc.constant(1));
  return fc.oneof(...choices);
}

/** Query strings that break `schema`: an unknown parameter, or a number parameter that is not one. */
export function invalidQuery(schema: JsonSchema): fc.Arbitrary<Record<string, string>> {
  const broken: fc.Arbitrary<Record<string, string>>[] = [fc.constant({ "email[$gt]": "x" })];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const type = [property.type].flat()[0];
    if (type === "integer" || type === "number")
      broken.push(fc.constantFrom("ten", "1e999x").map((value) => ({ [name]: value })));
    if (property.pattern !== undefined) {
      // Text its pattern refuses: a key list takes no "!", a list of values no empty value.
      const pattern = new RegExp(property.pattern, "u");
      const refused = ["!not a key!", "a,,b", ",", " "].find((text) => !pattern.test(text));
      if (refused !== undefined) broken.push(fc.constant({ [name]: refused }));
    }
    if (property.maxLength !== undefined) broken.push(fc.constant({ [name]: "x".repeat(property.maxLength + 1) }));
  }
  return fc.oneof(...broken);
}

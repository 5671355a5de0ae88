import assert from "node:assert/strict";
import { Ajv, type ValidateFunction } from "ajv";
import ajvFormats from "ajv-formats";
import fc from "fast-check";
import { validValue, type JsonSchema } from "./schema-arbitrary.js";

/** One operation of an OpenAPI document, with its method and path. */
export interface Operation {
  method: string;
  path: string;
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: JsonSchema }> }>;
}

/** The part of an OpenAPI document that its operations are read from. */
export interface OperationsDocument {
  paths: Record<string, Record<string, Omit<Operation, "method" | "path">>>;
}

/** An answer as a test reads it: the body parsed where it is JSON, else its text. */
export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Every operation of the document. */
export function operationsOf(document: OperationsDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

export function bodySchema(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content["application/json"]?.schema;
}

/** The query parameters as one object schema. */
export function querySchema(operation: Operation): JsonSchema | undefined {
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === "query");
  if (query.length === 0) return undefined;
  const properties = Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema]));
  const required = query.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return { type: "object", properties, required };
}

/** The path's pattern, `{id}` taking any one segment. */
export function pathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
}

/** The schema's documented examples, and a generated value for a required field that has none. */
export function example(schema: JsonSchema): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.type !== "object") return fc.sample(validValue(schema), { numRuns: 1, seed: 1 })[0];
  const fields = Object.entries(schema.properties ?? {}).filter(
    ([name, property]) => property.examples?.length || schema.required?.includes(name),
  );
  return Object.fromEntries(fields.map(([name, property]) => [name, example(property)]));
}

const ajv = ajvFormats.default(new Ajv({ strict: false, allErrors: true }));
const validators = new Map<object, ValidateFunction>();

/** Headers a response carries only when the request asks for them: a list's total with `total=true`. */
const askedHeaders: Record<string, RegExp> = { "x-total-count": /"?total"?[:=]"?true/ };

/**
 * Asserts what the document says of `response`: its status is listed, its body and headers are as described.
 * Throws node:assert's AssertionError, which any test runner reports, naming the request (`sent`) and the answer.
 */
export function assertDocumented(operation: Operation, response: TestResponse, sent: unknown): void {
  const where = `${operation.method} ${operation.path} answered ${response.status} to ${JSON.stringify(sent)}: ${JSON.stringify(response.body)}`;
  const documented = operation.responses[String(response.status)];
  assert.ok(documented, `${where}: an undocumented status`);
  for (const header of Object.keys(documented.headers ?? {})) {
    if (header in askedHeaders && !askedHeaders[header]?.test(JSON.stringify(sent))) continue;
    assert.notEqual(response.headers.get(header), null, `${where}: ${header}`);
  }
  const schema = documented.content?.["application/json"]?.schema;
  if (!schema) {
    assert.equal(response.body, "", where);
    return;
  }
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  assert.ok(validate(response.body), `${where}\n${ajv.errorsText(validate.errors)}`);
}

/** Fields as a form sends them: text, a list as its items, each as text (an empty list cannot be sent). */
export function asForm(fields: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)]),
  );
}

/** Fields as a query string sends them: text, arrays left out. */
export function asText(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined && !Array.isArray(value))
      .map(([name, value]) => [name, String(value)]),
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

import { Ajv, type ValidateFunction } from "ajv";
import ajvFormats from "ajv-formats";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidBody, invalidQuery, validValue, type JsonSchema } from "../test/schema-arbitrary.js";
<%_ if (auth) { _%>
import { signUp, type SignedUp } from "../test/sign-up.js";
<%_ } _%>
import { startTestApp, type RequestOptions, type TestApp, type TestResponse } from "../test/test-app.js";

// The served document, walked operation by operation: each is sent its documented examples, then `runs`
// generated valid requests and as many invalid ones; every answer must be one the document lists, shaped as
// it says. In the project with every option, 31 operations × (2 × runs + 3) requests take about 15 s, most of it
// hashing the passwords the generated users get.
const runs = 12;

interface Operation {
  method: string;
  path: string;
  operationId: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: JsonSchema }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Omit<Operation, "method" | "path">>>;
}

const ajv = ajvFormats.default(new Ajv({ strict: false, allErrors: true }));
const responseValidators = new Map<object, ValidateFunction>();

let app: TestApp;
let operations: Operation[] = [];
<%_ if (auth) { _%>
let admin: SignedUp;
<%_ if (password) { _%>
let member: SignedUp;
<%_ } _%>
let leaver: SignedUp;
<%_ } _%>

beforeAll(async () => {
  app = await startTestApp({ DOCS: "true"<%- social ? ', AUTH_REDIRECT_URLS: "https://app.example.com/signed-in"' : "" %> });
  const document = (await app.request("GET", "/docs/openapi.json")).body as OpenApiDocument;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
<%_ if (auth) { _%>
  admin = await signUp(app, "contract-admin@example.com", { role: "admin" });
<%_ if (password) { _%>
  member = await signUp(app, "contract-member@example.com");
<%_ } _%>
  leaver = await signUp(app, "contract-leaver@example.com");
<%_ } _%>
});
afterAll(() => app.close());

<%_ if (auth) { _%>
/** The credentials the operation's first security requirement names, as a request sends them. */
function credentials(operation: Operation): RequestOptions {
  const needs = Object.keys(operation.security[0] ?? {});
  if (needs.includes("masterKey")) return { bearer: app.config.masterKey };
  // Signing out everywhere ends the tokens of its own user, who is not the one the other routes use.
  if (needs.includes("userToken")) return { bearer: operation.path.endsWith("sign-out-everywhere") ? leaver.token : admin.token };
<%_ if (password) { _%>
  if (needs.includes("basic")) return { basic: member };
<%_ } _%>
  if (needs.length > 0) return { bearer: "a-token-nobody-issued" };
  return {};
}
<%_ } _%>

function bodySchema(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content["application/json"]?.schema;
}

function querySchema(operation: Operation): JsonSchema | undefined {
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === "query");
  if (query.length === 0) return undefined;
  const properties = Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema]));
  const required = query.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return { type: "object", properties, required };
}

/** The path with `{id}` filled: an existing user's id where one fits, and never one that DELETE would remove. */
function pathOf(operation: Operation, id: string): string {
  return operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
}

function knownId(operation: Operation): string {
<%_ if (auth) { _%>
  return operation.method === "DELETE" ? "no-such-id" : admin.id;
<%_ } else { _%>
  return operation.method === "DELETE" ? "no-such-id" : "some-id";
<%_ } _%>
}

interface Sending {
  form?: boolean;
  /** Whether a valid request is meant: it gets the master key where the body carries it. */
  valid?: boolean;
}

async function send(
  operation: Operation,
  body: unknown,
  query: Record<string, unknown>,
  { form = false<%= auth ? ", valid = true" : "" %> }: Sending = {},
): Promise<TestResponse> {
  const options: RequestOptions = { <%= auth ? "...credentials(operation), " : "" %>query: asText(query) };
<%_ if (auth) { _%>
  // Where the Authorization header carries other credentials, the master key comes in the body.
  if (valid && isRecord(body) && !options.bearer && bodySchema(operation)?.properties?.["access_token"]) {
    body = { ...body, access_token: app.config.masterKey };
  }
<%_ } _%>
  if (body !== undefined && form && isRecord(body)) options.form = asText(body);
  else if (body !== undefined) options.json = body;
  return app.request(operation.method, pathOf(operation, knownId(operation)), options);
}

/** What the document says of `response`: its status is listed, its body and headers are as described. */
function expectDocumented(operation: Operation, response: TestResponse, sent: unknown): void {
  const where = `${operation.method} ${operation.path} answered ${response.status} to ${JSON.stringify(sent)}: ${JSON.stringify(response.body)}`;
  const documented = operation.responses[String(response.status)];
  expect(documented, where).toBeDefined();
  const schema = documented?.content?.["application/json"]?.schema;
  if (!schema) {
    expect(response.body, where).toBe("");
    return;
  }
  let validate = responseValidators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    responseValidators.set(schema, validate);
  }
  expect(validate(response.body), `${where}\n${ajv.errorsText(validate.errors)}`).toBe(true);
  for (const header of Object.keys(documented?.headers ?? {})) expect(response.headers.get(header), `${where}: ${header}`).not.toBeNull();
}

describe("the served OpenAPI document", () => {
  it("names every operation once, in camelCase, with its security and a licence", () => {
    expect(operations.length).toBeGreaterThan(0);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    for (const operation of operations) expect(operation.security, operation.operationId).toBeDefined();
  });

  it("answers a method a documented path lacks with 405 and Allow listing the documented methods", async () => {
    for (const path of new Set(operations.map((operation) => operation.path))) {
      const url = path.replace(/\{[^}]+\}/g, "some-id");
      // `/users/me` is also `/users/{id}` with the id `me`: each documented path the URL fits lends its methods.
      const methods = operations.filter((operation) => pathPattern(operation.path).test(url)).map((operation) => operation.method);
      const missing = ["PATCH", "PUT", "DELETE", "POST", "GET"].find((method) => !methods.includes(method));
      if (!missing) continue;
      const response = await app.request(missing, url);
      expectDocumentedError(response, 405, `${missing} ${path}`);
      const allowed = [...new Set([...methods, ...(methods.includes("GET") ? ["HEAD"] : [])])].sort();
      expect(response.headers.get("allow")?.split(", ").sort(), path).toEqual(allowed);
    }
  });

  it("accepts each operation's documented examples, as JSON and as a form", async () => {
    for (const operation of operations) {
      const body = bodySchema(operation);
      const query = querySchema(operation);
      const sample = body ? example(body) : undefined;
      const parameters = query ? (example(query) as Record<string, unknown>) : {};
      for (const form of body ? [false, true] : [false]) {
        const response = await send(operation, sample, parameters, { form });
        expectDocumented(operation, response, sample);
        expect(response.status, `${operation.operationId} refused its example`).not.toBe(400);
      }
    }
  });

  it("accepts generated valid requests, answering each as documented", async () => {
    for (const operation of operations) {
      const body = bodySchema(operation);
      const query = querySchema(operation);
      await fc.assert(
        fc.asyncProperty(body ? validValue(body) : fc.constant(undefined), query ? validValue(query) : fc.constant({}), async (sent, parameters) => {
          const response = await send(operation, sent, parameters as Record<string, unknown>);
          expectDocumented(operation, response, { body: sent, query: parameters });
          expect(response.status, `${operation.operationId} refused ${JSON.stringify({ sent, parameters })}`).not.toBe(400);
        }),
        { numRuns: runs },
      );
    }
  });

  it("refuses generated invalid bodies and query strings with 400, or with the credentials' own documented error", async () => {
    for (const operation of operations) {
      const body = bodySchema(operation);
      const query = querySchema(operation);
      if (!body && !query) continue;
      const invalid = fc.oneof(
        ...(body ? [invalidBody(body).map((sent) => ({ sent, parameters: {} }))] : []),
        ...(query ? [invalidQuery(query).map((parameters) => ({ sent: body ? example(body) : undefined, parameters }))] : []),
      );
      await fc.assert(
        fc.asyncProperty(invalid, async ({ sent, parameters }) => {
          const response = await send(operation, sent, parameters, { valid: false });
          expectDocumented(operation, response, { body: sent, query: parameters });
          expect([400, 401, 403, 429], `${operation.operationId} took ${JSON.stringify({ sent, parameters })}`).toContain(response.status);
        }),
        { numRuns: runs },
      );
    }
  });
});

function pathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
}

/** An error answered by no operation (405): the error body every error has. */
function expectDocumentedError(response: TestResponse, status: number, where: string): void {
  expect(response.status, where).toBe(status);
  expect(response.body, where).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String) });
}

/** The schema's documented examples, and a generated value for a required field that has none. */
function example(schema: JsonSchema): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.type !== "object") return fc.sample(validValue(schema), { numRuns: 1, seed: 1 })[0];
  const fields = Object.entries(schema.properties ?? {}).filter(
    ([name, property]) => property.examples?.length || schema.required?.includes(name),
  );
  return Object.fromEntries(fields.map(([name, property]) => [name, example(property)]));
}

function asText(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined && !Array.isArray(value))
      .map(([name, value]) => [name, String(value)]),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

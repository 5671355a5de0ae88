import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asForm,
  asText,
  bodySchema,
  example,
  expectDocumented,
  isRecord,
  type Operation,
  operationsOf,
  pathPattern,
  querySchema,
} from "../test/openapi-operations.js";
<%_ if (auth) { _%>
import { operationCredentials } from "../test/operation-credentials.js";
<%_ } _%>
import { invalidBody, invalidQuery, validValue, type JsonSchema } from "../test/schema-arbitrary.js";
import { startTestApp, type RequestOptions, type TestApp, type TestResponse } from "../test/test-app.js";

// The served document, walked operation by operation: each is sent its documented examples (as JSON and as a
// form), then `runs` generated valid requests and as many invalid ones; every answer must be one the document
// lists, shaped as it says. With every option on, 31 operations × (2 × runs + 3) requests take about 15 s, most
// of it hashing the passwords the generated users get.
const runs = 12;

let app: TestApp;
let operations: Operation[] = [];
type Credentials = (operation: Operation, body: unknown, valid: boolean) => { options: RequestOptions; body: unknown; id: string };
// Without credentials, a request is what was generated.
<%= auth ? "let" : "const" %> credentials: Credentials = (_operation, body) => ({ options: {}, body, id: "some-id" });

beforeAll(async () => {
  app = await startTestApp({ DOCS: "true"<%- social ? ', AUTH_REDIRECT_URLS: "https://app.example.com/signed-in"' : "" %> });
  operations = operationsOf((await app.request("GET", "/docs/openapi.json")).body as Parameters<typeof operationsOf>[0]);
<%_ if (auth) { _%>
  credentials = await operationCredentials(app);
<%_ } _%>
});
afterAll(() => app.close());

async function send(operation: Operation, sent: unknown, query: Record<string, unknown>, valid: boolean, form = false): Promise<TestResponse> {
  const { options, body, id } = credentials(operation, sent, valid);
  const path = operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
  const payload = body === undefined ? {} : form && isRecord(body) ? { form: asForm(body) } : { json: body };
  return app.request(operation.method, path, { ...options, ...payload, query: asText(query) });
}

/**
 * The id of a document made at `path` for the references that name its group, one made once; none where the group
 * takes no POST, whose documents only the owner's own code makes.
 */
const made = new Map<string, Promise<string | undefined>>();
function documentAt(path: string, making: ReadonlySet<string>): Promise<string | undefined> {
  const known = made.get(path);
  if (known) return known;
  const id = (async () => {
    const operation = operations.find((candidate) => candidate.method === "POST" && candidate.path === path);
    if (!operation) return undefined;
    const schema = bodySchema(operation);
    // The example first, then generated bodies: a unique field's value may be taken by a request sent before.
    const bodies = schema ? [example(schema), ...fc.sample(validValue(schema), 20)] : [undefined];
    const statuses: number[] = [];
    for (const body of bodies) {
      const sent = schema ? (await withReferences(schema, body, new Set([...making, path]))).body : body;
      const response = await send(operation, sent, {}, true);
      if (response.status === 201) return (response.body as { id: string }).id;
      statuses.push(response.status);
    }
    throw new Error(`POST ${path} made no document for a reference to name: ${statuses.join(", ")}`);
  })();
  made.set(path, id);
  return id;
}

/**
 * `value` with each reference its schema marks (`x-ref`) naming a stored document: a made-up id is refused, as
 * documented. A reference to a group whose first document is being made (a group naming its own) is left out;
 * `madeUp` tells that one still names nothing, where its group takes no POST.
 */
async function withReferences(
  schema: JsonSchema,
  value: unknown,
  making: ReadonlySet<string> = new Set(),
): Promise<{ body: unknown; madeUp: boolean }> {
  if (!isRecord(value)) return { body: value, madeUp: false };
  const named = { ...value };
  let madeUp = false;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = property["x-ref"] ?? property.items?.["x-ref"];
    const given = named[name];
    if (path === undefined || given === undefined || given === null) continue;
    if (making.has(path)) {
      named[name] = undefined;
      continue;
    }
    const id = await documentAt(path, making);
    if (id === undefined) madeUp = true;
    else named[name] = Array.isArray(given) ? given.map(() => id) : id;
  }
  return { body: Object.fromEntries(Object.entries(named).filter(([, field]) => field !== undefined)), madeUp };
}

describe("the served OpenAPI document", () => {
  it("names every operation once, in camelCase, with its security", () => {
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
      expect(response.status, `${missing} ${path}`).toBe(405);
      expect(response.body, path).toMatchObject({ statusCode: 405, error: "Method Not Allowed", message: expect.any(String) });
      const allowed = [...new Set([...methods, ...(methods.includes("GET") ? ["HEAD"] : [])])].sort();
      expect(response.headers.get("allow")?.split(", ").sort(), path).toEqual(allowed);
    }
  });

  it("accepts each operation's documented examples, as JSON and as a form", async () => {
    for (const operation of operations) {
      const body = bodySchema(operation);
      const query = querySchema(operation);
      const { body: sample, madeUp } = body ? await withReferences(body, example(body)) : { body: undefined, madeUp: false };
      const parameters = query ? (example(query) as Record<string, unknown>) : {};
      // A form has no way to send an empty list: such an example goes as JSON only.
      const formable = isRecord(sample) && !Object.values(sample).some((value) => Array.isArray(value) && value.length === 0);
      for (const form of formable ? [false, true] : [false]) {
        const response = await send(operation, sample, parameters, true, form);
        expectDocumented(operation, response, sample);
        if (!madeUp) expect(response.status, `${operation.operationId} refused its example`).not.toBe(400);
      }
    }
  });

  it("accepts generated valid requests, answering each as documented", async () => {
    for (const operation of operations) {
      const body = bodySchema(operation);
      const query = querySchema(operation);
      const valid = fc.tuple(body ? validValue(body) : fc.constant(undefined), query ? validValue(query) : fc.constant({}));
      await fc.assert(
        fc.asyncProperty(valid, async ([generated, parameters]) => {
          const { body: sent, madeUp } = body ? await withReferences(body, generated) : { body: generated, madeUp: false };
          const response = await send(operation, sent, parameters as Record<string, unknown>, true);
          expectDocumented(operation, response, { body: sent, query: parameters });
          // A reference to a group no route adds to names nothing: the documented 400 is its answer then.
          if (!madeUp) expect(response.status, `${operation.operationId} refused ${JSON.stringify({ sent, parameters })}`).not.toBe(400);
        }),
        { numRuns: runs },
      );
    }
  });

  it("follows each list's Link header to the pages it names, each answered as documented", async () => {
    for (const operation of operations.filter((listing) => listing.responses["200"]?.headers?.["link"])) {
      const { options } = credentials(operation, undefined, true);
      const get = async (target: string) => {
        const url = new URL(target, "http://localhost");
        const response = await app.request("GET", url.pathname, { ...options, query: Object.fromEntries(url.searchParams) });
        expectDocumented(operation, response, target);
        expect(response.status, target).toBe(200);
        const links = Object.fromEntries(
          [...(response.headers.get("link") ?? "").matchAll(/<([^>]+)>; rel="(\w+)"/g)].map(([, href, rel]) => [rel, href]),
        );
        return { body: JSON.stringify(response.body), links };
      };
      const first = await get(`${operation.path}?limit=1`);
      expect(first.links["first"], operation.operationId).toBe(`${operation.path}?limit=1`);
      if (!first.links["next"]) continue;
      const second = await get(first.links["next"]);
      expect(second.body, operation.operationId).not.toBe(first.body);
      expect((await get(second.links["prev"] ?? "")).body, operation.operationId).toBe(first.body);
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
          const response = await send(operation, sent, parameters, false);
          expectDocumented(operation, response, { body: sent, query: parameters });
          expect([400, 401, 403, 429], `${operation.operationId} took ${JSON.stringify({ sent, parameters })}`).toContain(response.status);
        }),
        { numRuns: runs },
      );
    }
  });
});

import assert from "node:assert/strict";
import fc from "fast-check";
import {
  asForm,
  asText,
  assertDocumented,
  bodySchema,
  example,
  isRecord,
  type Operation,
  type OperationsDocument,
  operationsOf,
  pathPattern,
  querySchema,
  type TestResponse,
} from "./openapi-operations.js";
import { invalidBody, invalidQuery, validValue, type JsonSchema } from "./schema-arbitrary.js";

/** What a contract request carries besides the project's own options (credentials): a body and a query string. */
export interface ContractRequest {
  json?: unknown;
  /** A field given a list is sent once an item, as a form sends a multiple choice. */
  form?: Record<string, string | string[]>;
  query?: Record<string, string>;
}

/**
 * The credentials of a request to `operation` (`valid`: ones the operation takes), the body to send with them
 * (which may carry one), and the id its path names.
 */
export type ContractCredentials<Options> = (
  operation: Operation,
  body: unknown,
  valid: boolean,
) => { options: Options; body: unknown; id: string };

export interface OpenapiContractOptions<Options extends object> {
  /** The document the API serves. */
  document: OperationsDocument;
  /** Sends a request to the API and reads its answer. */
  request(method: string, path: string, options: Options & ContractRequest): Promise<TestResponse>;
  /** Without credentials, a request is what was generated, its path naming `some-id`. */
  credentials?: ContractCredentials<Options>;
  /** Generated valid requests an operation is sent, and as many invalid ones. */
  runs?: number;
}

/** The checks of a contract, each one test; every one throws node:assert's AssertionError where the API breaks it. */
export interface OpenapiContract {
  /** The document's operations, each with its method and path. */
  operations: Operation[];
  /** Every operation named once, in camelCase, with its security. */
  namesEveryOperation(): void;
  /** A method a documented path lacks answers 405 with `Allow` listing the documented methods. */
  answersMissingMethods(): Promise<void>;
  /** Each operation's documented examples are accepted, as JSON and as a form. */
  acceptsExamples(): Promise<void>;
  /** Generated valid requests are accepted, each answered as documented. */
  acceptsValidRequests(): Promise<void>;
  /** Each list's Link header leads to the pages it names, each answered as documented. */
  followsListLinks(): Promise<void>;
  /** Generated invalid bodies and query strings answer 400, or the credentials' own documented error. */
  refusesInvalidRequests(): Promise<void>;
}

/**
 * The served document, walked operation by operation: each is sent its documented examples (as JSON and as a form),
 * then `runs` generated valid requests and as many invalid ones; every answer must be one the document lists,
 * shaped as it says. A reference field (`x-ref`) names a document made through its group's POST.
 */
export function openapiContract<Options extends object>({
  document,
  request,
  credentials = (_operation, body) => ({ options: {} as Options, body, id: "some-id" }),
  runs = 12,
}: OpenapiContractOptions<Options>): OpenapiContract {
  const operations = operationsOf(document);

  async function send(
    operation: Operation,
    sent: unknown,
    query: Record<string, unknown>,
    valid: boolean,
    form = false,
  ): Promise<TestResponse> {
    const { options, body, id } = credentials(operation, sent, valid);
    const path = operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
    const payload = body === undefined ? {} : form && isRecord(body) ? { form: asForm(body) } : { json: body };
    return request(operation.method, path, { ...options, ...payload, query: asText(query) });
  }

  /**
   * The id of a document made at `path` for the references that name its group, one made once; none where the
   * group takes no POST, whose documents only the owner's own code makes, or where every body tried names such a
   * group's document, which then cannot exist either.
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
        const { body: sent, madeUp } = schema
          ? await withReferences(schema, body, new Set([...making, path]))
          : { body, madeUp: false };
        // Refused as documented (409): another body may leave that reference out.
        if (madeUp) continue;
        const response = await send(operation, sent, {}, true);
        if (response.status === 201) return (response.body as { id: string }).id;
        statuses.push(response.status);
      }
      if (statuses.length === 0) return undefined;
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

  return {
    operations,

    namesEveryOperation() {
      assert.ok(operations.length > 0, "the document lists no operation");
      const ids = operations.map((operation) => operation.operationId);
      assert.equal(new Set(ids).size, ids.length, `an operation id repeats: ${ids.join(", ")}`);
      for (const id of ids) assert.match(id, /^[a-z][A-Za-z0-9]*$/);
      for (const operation of operations)
        assert.notEqual(operation.security, undefined, `${operation.operationId} has no security`);
    },

    async answersMissingMethods() {
      for (const path of new Set(operations.map((operation) => operation.path))) {
        const url = path.replace(/\{[^}]+\}/g, "some-id");
        // `/users/me` is also `/users/{id}` with the id `me`: each documented path the URL fits lends its methods.
        const methods = operations
          .filter((operation) => pathPattern(operation.path).test(url))
          .map((operation) => operation.method);
        const missing = ["PATCH", "PUT", "DELETE", "POST", "GET"].find((method) => !methods.includes(method));
        if (!missing) continue;
        const response = await request(missing, url, {} as Options);
        assert.equal(response.status, 405, `${missing} ${path}`);
        const body = isRecord(response.body) ? response.body : {};
        assert.equal(body["statusCode"], 405, path);
        assert.equal(body["error"], "Method Not Allowed", path);
        assert.equal(typeof body["message"], "string", path);
        const allowed = [...new Set([...methods, ...(methods.includes("GET") ? ["HEAD"] : [])])].sort();
        assert.deepEqual(response.headers.get("allow")?.split(", ").sort(), allowed, path);
      }
    },

    async acceptsExamples() {
      for (const operation of operations) {
        const body = bodySchema(operation);
        const query = querySchema(operation);
        const { body: sample, madeUp } = body
          ? await withReferences(body, example(body))
          : { body: undefined, madeUp: false };
        const parameters = query ? (example(query) as Record<string, unknown>) : {};
        // A form has no way to send an empty list: such an example goes as JSON only.
        const formable =
          isRecord(sample) && !Object.values(sample).some((value) => Array.isArray(value) && value.length === 0);
        for (const form of formable ? [false, true] : [false]) {
          const response = await send(operation, sample, parameters, true, form);
          assertDocumented(operation, response, sample);
          if (!madeUp) assert.notEqual(response.status, 400, `${operation.operationId} refused its example`);
        }
      }
    },

    async acceptsValidRequests() {
      for (const operation of operations) {
        const body = bodySchema(operation);
        const query = querySchema(operation);
        const valid = fc.tuple(
          body ? validValue(body) : fc.constant(undefined),
          query ? validValue(query) : fc.constant({}),
        );
        await fc.assert(
          fc.asyncProperty(valid, async ([generated, parameters]) => {
            const { body: sent, madeUp } = body
              ? await withReferences(body, generated)
              : { body: generated, madeUp: false };
            const response = await send(operation, sent, parameters as Record<string, unknown>, true);
            assertDocumented(operation, response, { body: sent, query: parameters });
            // A reference to a group no route adds to names nothing: the documented 409 is its answer then.
            if (!madeUp)
              assert.notEqual(
                response.status,
                400,
                `${operation.operationId} refused ${JSON.stringify({ sent, parameters })}`,
              );
          }),
          { numRuns: runs },
        );
      }
    },

    async followsListLinks() {
      for (const operation of operations.filter((listing) => listing.responses["200"]?.headers?.["link"])) {
        const { options } = credentials(operation, undefined, true);
        const get = async (target: string) => {
          const url = new URL(target, "http://localhost");
          const response = await request("GET", url.pathname, {
            ...options,
            query: Object.fromEntries(url.searchParams),
          });
          assertDocumented(operation, response, target);
          assert.equal(response.status, 200, target);
          const links = Object.fromEntries(
            [...(response.headers.get("link") ?? "").matchAll(/<([^>]+)>; rel="(\w+)"/g)].map(([, href, rel]) => [
              rel,
              href,
            ]),
          );
          return { body: JSON.stringify(response.body), links };
        };
        const first = await get(`${operation.path}?limit=1`);
        assert.equal(first.links["first"], `${operation.path}?limit=1`, operation.operationId);
        if (!first.links["next"]) continue;
        const second = await get(first.links["next"]);
        assert.notEqual(second.body, first.body, operation.operationId);
        assert.equal((await get(second.links["prev"] ?? "")).body, first.body, operation.operationId);
      }
    },

    async refusesInvalidRequests() {
      for (const operation of operations) {
        const body = bodySchema(operation);
        const query = querySchema(operation);
        if (!body && !query) continue;
        const invalid = fc.oneof(
          ...(body ? [invalidBody(body).map((sent) => ({ sent, parameters: {} }))] : []),
          ...(query
            ? [invalidQuery(query).map((parameters) => ({ sent: body ? example(body) : undefined, parameters }))]
            : []),
        );
        await fc.assert(
          fc.asyncProperty(invalid, async ({ sent, parameters }) => {
            const response = await send(operation, sent, parameters, false);
            assertDocumented(operation, response, { body: sent, query: parameters });
            const took = `${operation.operationId} took ${JSON.stringify({ sent, parameters })}: ${response.status}`;
            assert.ok([400, 401, 403, 429].includes(response.status), took);
          }),
          { numRuns: runs },
        );
      }
    },
  };
}

// Every operation of the hosted service's published REST API description (data/rest-routes.json,
// the same data the route types are generated from) is built with generated parameters, and each
// result is checked to be the request the rules describe.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { objectBody, type RouteBody, type Schema } from "../scripts/object-body.mjs";
import { endpoint, type EndpointOptions, type RequestOptions } from "../src/index.js";

interface RouteData {
  source: { package: string; version: string; file: string };
  routes: { route: string; parameters: { name: string; in: string }[]; body?: RouteBody }[];
  schemas: Record<string, Schema>;
}

/** What the test needs of one operation: where its parameters go. */
interface Operation {
  route: string;
  query?: string[];
  /** Body fields given as parameters. */
  body?: string[];
  /** The media type of a body that is not an object of named fields, given whole as `data`. */
  data?: string;
}

const NAMED_OPTIONS = new Set(["method", "url", "baseUrl", "headers", "mediaType", "data", "request"]);
const PLACEHOLDER = /\{([^}]+)\}/g;
const description = JSON.parse(readFileSync(new URL("../data/rest-routes.json", import.meta.url), "utf8")) as RouteData;
const operations = description.routes.map(({ route, parameters, body }): Operation => {
  const operation: Operation = { route };
  const query = parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
  if (query.length > 0) operation.query = query;
  // Bodies are read as the route types read them: an object of properties, else the whole `data`.
  const fields = objectBody(body, description.schemas);
  if (fields !== undefined) operation.body = Object.keys(fields.properties);
  else if (body !== undefined) operation.data = body.mediaType;
  return operation;
});

const text = fc.string({ unit: "grapheme", maxLength: 12 });
// "." and ".." are dot segments, which URL parsers resolve whatever the encoding (see README).
const pathValue = fc.oneof(
  text.filter((value) => value !== "." && value !== ".."),
  fc.nat(),
);
const queryValue = fc.oneof(
  text,
  fc.integer(),
  fc.boolean(),
  fc.array(fc.oneof(text, fc.nat())),
  fc.dictionary(fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }), text, { maxKeys: 3 }),
  fc.constant(null),
  fc.constant(undefined),
);
const bodyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined));

/** RFC 3986 percent-encoding of everything outside `unreserved`: what a `{name}` expression writes. */
function encodeUnreserved(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** What `{?name}` writes for a value, as `URLSearchParams` reads it back; undefined when it writes nothing. */
function queryText(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  let written: string;
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    written = value.map(String).join(",");
  } else if (typeof value === "object") {
    const pairs = Object.entries(value as Record<string, unknown>);
    if (pairs.length === 0) return undefined;
    written = pairs.map(([key, member]) => `${key},${String(member)}`).join(",");
  } else {
    written = String(value);
  }
  // In `q` a + stays a +, which query parsers read as a space (see README).
  return name === "q" ? written.replaceAll("+", " ") : written;
}

function hasBody(method: string): boolean {
  return ["POST", "PUT", "PATCH", "DELETE"].includes(method);
}

/** Values for one call of an operation: every placeholder, and any subset of its other parameters. */
function callArbitrary(operation: Operation) {
  const placeholders = [...operation.route.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  const path = fc.record(Object.fromEntries(placeholders.map((name) => [name, pathValue])));
  const query = fc.record(Object.fromEntries((operation.query ?? []).map((name) => [name, queryValue])), {
    requiredKeys: [],
  });
  const body = fc.record(Object.fromEntries((operation.body ?? []).map((name) => [name, bodyValue])), {
    requiredKeys: [],
  });
  return fc.record({ path, query, body });
}

/** The route as a caller writes it: query parameters of a method with a body are declared in the template. */
function routeOf(operation: Operation, method: string): string {
  const query = operation.query ?? [];
  return hasBody(method) && query.length > 0 ? `${operation.route}{?${query.join(",")}}` : operation.route;
}

function checkPath(result: RequestOptions, operation: Operation, path: Record<string, unknown>): void {
  const template = operation.route.slice(operation.route.indexOf(" ") + 1);
  const expected = template.replace(PLACEHOLDER, (_match, name: string) => encodeUnreserved(String(path[name])));
  const url = new URL(result.url);
  expect(url.origin).toBe("https://api.host.com");
  expect(result.url.slice("https://api.host.com".length).split(/[?#]/)[0]).toBe(expected);
  expect(result.url).not.toMatch(/[{}]/);
}

describe("every operation of the service's REST API description", () => {
  it("is carried by the package, with the routes that use - in placeholder names", () => {
    const { package: name, version, file } = description.source;
    expect(`${name}@${version} ${file}`).toMatch(/^@octokit\/openapi@\d+\.\d+\.\d+ generated\/api\.github\.com\.json$/);
    expect(operations.length).toBeGreaterThan(1000);
    expect(new Set(operations.map((operation) => operation.route)).size).toBe(operations.length);
    // Bodies of both kinds: fields given as parameters, and whole bodies of JSON, text and bytes as data.
    expect(operations.filter((operation) => operation.body !== undefined).length).toBeGreaterThan(300);
    const dataTypes = new Set(operations.map((operation) => operation.data));
    for (const mediaType of ["application/json", "text/plain", "application/octet-stream"])
      expect(dataTypes).toContain(mediaType);
    expect(operations.filter((operation) => operation.route.includes("{enterprise-team}")).length).toBeGreaterThan(5);
    for (const operation of operations) {
      // Query parameters named like an option could not be given; none is.
      expect((operation.query ?? []).filter((name) => NAMED_OPTIONS.has(name))).toEqual([]);
    }
  });

  const methods = [...new Set(operations.map((operation) => operation.route.slice(0, operation.route.indexOf(" "))))];

  // Some 10,000 calls in all: a bound well above their time on a busy machine, not a speed test.
  it.for(methods)(
    "builds a valid %s request from generated parameters: URL, placeholders, headers, query and body",
    { timeout: 60_000 },
    (method) => {
      for (const operation of operations.filter((candidate) => candidate.route.startsWith(`${method} `))) {
        const route = routeOf(operation, method);
        const placeholders = new Set([...operation.route.matchAll(PLACEHOLDER)].map((match) => match[1] as string));
        // A body field named like an option (`url`) or a body of another shape goes in `data`.
        const asData = operation.data !== undefined || (operation.body ?? []).some((name) => NAMED_OPTIONS.has(name));
        fc.assert(
          fc.property(callArbitrary(operation), ({ path, query, body }) => {
            const data: unknown = !asData
              ? undefined
              : operation.data === "application/octet-stream"
                ? new Uint8Array([1, 2, 3])
                : { ...body };
            const options: EndpointOptions = asData
              ? { ...query, ...path, data, headers: { "Content-Type": operation.data ?? "application/json" } }
              : { ...body, ...query, ...path };
            let result: RequestOptions;
            try {
              result = endpoint(route, options);
            } catch (error) {
              throw new Error(`${route}: ${(error as Error).message}`, { cause: error });
            }

            expect(result.method).toBe(method.toLowerCase());
            checkPath(result, operation, path);

            // Query: the query parameters, and for GET and HEAD every other parameter, written by the rules.
            const inQuery: Record<string, unknown> = { ...query, ...(hasBody(method) || asData ? {} : body) };
            const expectedQuery: Record<string, string> = {};
            for (const [name, value] of Object.entries(inQuery)) {
              const written = placeholders.has(name) ? undefined : queryText(name, value);
              if (written !== undefined) expectedQuery[name] = written;
            }
            const searchParams = new URL(result.url).searchParams;
            expect([...searchParams.keys()].length).toBe(new Set(searchParams.keys()).size);
            expect(Object.fromEntries(searchParams)).toEqual(expectedQuery);

            // Body: data as given, or the JSON object of the body fields no placeholder took.
            const headers = result.headers;
            expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
            expect(headers["accept"]).toBe("application/vnd.host.v3+json");
            expect(headers["user-agent"]).toMatch(/^hostkit-endpoint\//);
            if (asData) {
              expect(result.body).toBe(data);
              expect(headers["content-type"]).toBe(operation.data ?? "application/json");
              return;
            }
            const fields = Object.entries(body).filter(
              ([name, value]) => value !== undefined && !placeholders.has(name),
            );
            if (!hasBody(method) || fields.length === 0) {
              expect(result).not.toHaveProperty("body");
              expect(headers).not.toHaveProperty("content-type");
            } else {
              expect(result.body).toEqual(Object.fromEntries(fields));
              expect(headers["content-type"]).toBe("application/json; charset=utf-8");
            }
          }),
          { numRuns: 8 },
        );
      }
    },
  );

  it("refuses a url body field given as a parameter, naming data, on each operation that has one", () => {
    const withUrl = operations.filter((operation) => operation.body?.includes("url"));
    expect(withUrl.length).toBeGreaterThanOrEqual(5);
    for (const operation of withUrl) {
      const path = Object.fromEntries([...operation.route.matchAll(PLACEHOLDER)].map((match) => [match[1], "x"]));
      expect(() => endpoint(operation.route, { ...path, url: "https://example.com/hook" })).toThrow(
        /options\.url \("https:\/\/example\.com\/hook"\) would be lost\. To send a body field named "url", pass the whole body as data/,
      );
    }
  });
});

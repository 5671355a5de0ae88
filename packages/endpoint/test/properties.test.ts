import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint, type EndpointOptions } from "../src/index.js";

const NAMED_OPTIONS = new Set(["method", "url", "baseUrl", "headers", "mediaType", "data", "request"]);

/** Any JavaScript value: scalars, BigInt, dates, arrays, objects (also without prototype), maps, sets. */
const anyValue = fc.anything({
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withTypedArray: true,
  withSparseArray: true,
  withBoxedValues: true,
  withObjectString: true,
  stringUnit: "binary",
});
const parameterName = fc.string({ unit: "binary", minLength: 1 }).filter((name) => !NAMED_OPTIONS.has(name));
const parameters = fc.dictionary(parameterName, anyValue, { maxKeys: 6 });
// Typed as plain strings: the properties hold for any route, not one literal template.
const routes = fc.constantFrom<string>(
  "GET /repos/{owner}/{repo}/issues",
  "HEAD /orgs/:org",
  "POST /repos/{owner}/{repo}/issues{?label}",
  "PUT /a{/segments*}{.ext}{;matrix}",
  "PATCH /x/{+path}{#frag}",
  "DELETE /x/{id:3}",
  "OPTIONS /x{?list*,keys}",
  "GET https://uploads.example.com/{owner}/{repo}",
);
const placeholderValues = fc.record({
  owner: anyValue,
  repo: anyValue,
  org: anyValue,
  segments: anyValue,
  path: anyValue,
  frag: anyValue,
  id: anyValue,
  list: anyValue,
  keys: anyValue,
});

describe("properties", () => {
  it("never throws for any parameter values, and the URL parses with new URL", () => {
    fc.assert(
      fc.property(routes, placeholderValues, parameters, (route, placeholders, rest) => {
        const options = endpoint(route, { ...placeholders, ...rest });
        expect(() => new URL(options.url)).not.toThrow();
      }),
    );
  });

  it("placeholder values round-trip through decoding", () => {
    const text = fc.string({ unit: "grapheme" });
    fc.assert(
      fc.property(text, text, (owner, repo) => {
        const { url } = endpoint("GET /repos/{owner}/:repo/issues", { owner, repo });
        const [, ownerSegment, repoSegment] =
          /^https:\/\/api\.host\.com\/repos\/([^/]*)\/([^/]*)\/issues$/.exec(url) ?? [];
        expect(decodeURIComponent(ownerSegment ?? "!")).toBe(owner);
        expect(decodeURIComponent(repoSegment ?? "!")).toBe(repo);
      }),
    );
  });

  it("list items round-trip through a path and a query", () => {
    const items = fc.array(fc.string({ unit: "grapheme" }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(items, items, (segments, labels) => {
        // The expanded text, not `new URL(...).pathname`: URL parsing removes "." and ".." segments.
        const url = endpoint("GET /x{/segments*}", { segments, labels }).url;
        const [, path, query] = /^https:\/\/api\.host\.com\/x\/([^?]*)\?labels=(.*)$/.exec(url) ?? [];
        expect((path ?? "!").split("/").map(decodeURIComponent)).toEqual(segments);
        expect((query ?? "!").split(",").map(decodeURIComponent)).toEqual(labels);
      }),
    );
  });

  it("query parameter names and string values round-trip through URLSearchParams (q's + reads as a space)", () => {
    const name = fc.oneof(fc.constant("q"), fc.string({ unit: "grapheme" })).filter((key) => !NAMED_OPTIONS.has(key));
    const value = fc.oneof(fc.string({ unit: "grapheme" }), fc.stringMatching(/^[a-z:+ /]*$/));
    fc.assert(
      fc.property(fc.dictionary(name, value, { maxKeys: 5 }), (query) => {
        const { searchParams } = new URL(endpoint("GET /search", query).url);
        const expected = Object.hasOwn(query, "q")
          ? { ...query, q: (query["q"] as string).replaceAll("+", " ") }
          : query;
        expect(Object.fromEntries(searchParams)).toEqual(expected);
      }),
    );
  });

  it("writes + inside q as +, and every other character of q, and + in any other parameter, percent-encoded", () => {
    const text = fc.oneof(fc.string({ unit: "grapheme" }), fc.stringMatching(/^[a-z:/+ %]*$/));
    const other = fc.string({ unit: "grapheme", minLength: 1 }).filter((key) => key !== "q" && !NAMED_OPTIONS.has(key));
    fc.assert(
      fc.property(text, other, text, (q, name, value) => {
        const query = new URL(endpoint("GET /search/issues", { q, [name]: value }).url).search.slice(1);
        const [qPart, otherPart] = query.split("&");
        if (q === "") expect(qPart).toBe("q=");
        else {
          const written = (qPart ?? "").slice("q=".length);
          // The +s are q's own, in place; between them each piece is percent-encoded and decodes back.
          expect(written.split("+").map(decodeURIComponent)).toEqual(q.split("+"));
        }
        expect(otherPart?.split("=")[1] ?? "").not.toContain("+");
        expect(decodeURIComponent(otherPart?.split("=")[1] ?? "")).toBe(value);
        // The same through a template: a route that names q gives the same URL.
        expect(endpoint("GET /search/issues{?q}", { q, [name]: value }).url).toBe(
          endpoint("GET /search/issues", { q, [name]: value }).url,
        );
      }),
    );
  });

  it("endpoint(o) deep-equals parse(merge(o))", () => {
    const headers = fc.dictionary(
      fc.string({ minLength: 1 }),
      fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)),
      {
        maxKeys: 3,
      },
    );
    const format = fc.constantFrom("", "raw", "diff", "text+json");
    fc.assert(
      fc.property(
        routes,
        placeholderValues,
        fc.dictionary(parameterName, fc.jsonValue(), { maxKeys: 4 }),
        headers,
        format,
        (route, placeholders, rest, headerValues, mediaFormat) => {
          const options = { ...placeholders, ...rest, headers: headerValues, mediaType: { format: mediaFormat } };
          expect(endpoint(route, options)).toEqual(endpoint.parse(endpoint.merge(route, options)));
          const [method, url] = route.split(" ");
          const routeless = { ...options, method, url };
          expect(endpoint(routeless)).toEqual(endpoint.parse(endpoint.merge(routeless)));
        },
      ),
    );
  });

  it("endpoint(route, o) equals parse(merge(route, o)), errors included, whatever the named options and defaults", () => {
    const functions = [
      endpoint,
      endpoint.defaults({ baseUrl: "https://ghe.example/api/v3/", headers: { Authorization: "token t", "X-N": 1 } }),
      endpoint.defaults({ request: { timeout: 5 }, mediaType: { format: "raw" } }),
      endpoint.defaults({ owner: "hostkit", per_page: 100 }),
      endpoint.defaults({ mediaType: { previews: ["symmetra"] } }),
    ];
    const named = fc.record(
      {
        method: fc.oneof(fc.constantFrom("post", "DELETE"), anyValue),
        url: fc.oneof(fc.constant("/other"), anyValue),
        baseUrl: fc.oneof(fc.constantFrom("https://x.example", "https://x.example/a?b=1#c"), anyValue),
        headers: fc.oneof(
          fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)), { maxKeys: 3 }),
          anyValue,
        ),
        mediaType: fc.oneof(
          fc.record(
            {
              format: fc.oneof(fc.constantFrom("raw", "", "diff"), anyValue),
              previews: fc.oneof(fc.array(fc.constantFrom("symmetra", "luke-cage-preview", "a b")), anyValue),
            },
            { requiredKeys: [] },
          ),
          anyValue,
        ),
        data: anyValue,
        request: fc.oneof(fc.record({ timeout: fc.integer() }), anyValue),
      },
      { requiredKeys: [] },
    );
    const outcome = (build: () => unknown) => {
      try {
        return { result: build() };
      } catch (error) {
        return { error: (error as Error).message };
      }
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...functions),
        routes,
        placeholderValues,
        parameters,
        named,
        (fn, route, placeholders, rest, options) => {
          // Any value, right or wrong: both paths must agree on either.
          const all = { ...placeholders, ...rest, ...options } as EndpointOptions;
          expect(outcome(() => fn(route, all))).toEqual(outcome(() => fn.parse(fn.merge(route, all))));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("merge and endpoint never modify the options they are given", () => {
    fc.assert(
      fc.property(routes, fc.dictionary(parameterName, fc.jsonValue(), { maxKeys: 4 }), (route, rest) => {
        const options = { ...rest, headers: { "X-A": "1" }, request: { nested: { a: 1 } } };
        const before = structuredClone(options);
        endpoint.defaults({ request: { nested: { b: 2 } } })(route, options);
        expect(options).toEqual(before);
      }),
    );
  });
});

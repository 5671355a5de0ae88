import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint } from "../src/index.js";

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
        const [, ownerSegment, repoSegment] = /^https:\/\/api\.host\.com\/repos\/([^/]*)\/([^/]*)\/issues$/.exec(url) ?? [];
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

  it("query parameter names and string values round-trip through URLSearchParams", () => {
    const name = fc.string({ unit: "grapheme" }).filter((key) => !NAMED_OPTIONS.has(key));
    fc.assert(
      fc.property(fc.dictionary(name, fc.string({ unit: "grapheme" }), { maxKeys: 5 }), (query) => {
        const { searchParams } = new URL(endpoint("GET /search", query).url);
        expect(Object.fromEntries(searchParams)).toEqual(query);
      }),
    );
  });

  it("endpoint(o) deep-equals parse(merge(o))", () => {
    const headers = fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)), {
      maxKeys: 3,
    });
    const format = fc.constantFrom("", "raw", "diff", "text+json");
    fc.assert(
      fc.property(routes, placeholderValues, fc.dictionary(parameterName, fc.jsonValue(), { maxKeys: 4 }), headers, format, (route, placeholders, rest, headerValues, mediaFormat) => {
        const options = { ...placeholders, ...rest, headers: headerValues, mediaType: { format: mediaFormat } };
        expect(endpoint(route, options)).toEqual(endpoint.parse(endpoint.merge(route, options)));
        const [method, url] = route.split(" ");
        const routeless = { ...options, method, url };
        expect(endpoint(routeless)).toEqual(endpoint.parse(endpoint.merge(routeless)));
      }),
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

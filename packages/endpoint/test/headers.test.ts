import { describe, expect, it } from "vitest";
import { endpoint, VERSION } from "../src/index.js";

describe("headers", () => {
  it("sends the default accept and user-agent", () => {
    expect(endpoint("GET /").headers).toEqual({
      accept: "application/vnd.host.v3+json",
      "user-agent": `hostkit-endpoint/${VERSION}`,
    });
  });

  it("lowercases every header name, from defaults and from options", () => {
    const scoped = endpoint.defaults({ headers: { "X-Default": "d" } });
    expect(
      scoped("GET /", { headers: { "X-Call": "c", Accept: "text/html", "USER-AGENT": "mine/1" } }).headers,
    ).toEqual({
      accept: "text/html",
      "user-agent": "mine/1",
      "x-default": "d",
      "x-call": "c",
    });
  });

  it("merges headers over defaults key by key and drops undefined values", () => {
    const scoped = endpoint.defaults({ headers: { authorization: "token a", "x-keep": "k" } });
    expect(scoped("GET /", { headers: { Authorization: "token b", "x-keep": undefined } }).headers).toMatchObject({
      authorization: "token b",
      "x-keep": "k",
    });
  });

  it("passes an authorization header from defaults through", () => {
    const authed = endpoint.defaults({ headers: { Authorization: "token <ACCESS_TOKEN>" } });
    expect(authed("GET /user").headers.authorization).toBe("token <ACCESS_TOKEN>");
    expect(authed("POST /x", { a: 1 }).headers.authorization).toBe("token <ACCESS_TOKEN>");
  });
});

describe("mediaType.format", () => {
  it.each([
    ["raw", "application/vnd.host.v3.raw"],
    ["diff", "application/vnd.host.v3.diff"],
    ["patch", "application/vnd.host.v3.patch"],
    ["text+json", "application/vnd.host.v3.text+json"],
    ["html+json", "application/vnd.host.v3.html+json"],
  ])("%s amends the default accept header to %s", (format, accept) => {
    expect(endpoint("GET /x", { mediaType: { format } }).headers.accept).toBe(accept);
  });

  it("replaces a format the accept header already has and keeps other media types", () => {
    const options = endpoint("GET /x", {
      headers: { accept: "application/vnd.host.v3.raw, application/json,application/vnd.host+json" },
      mediaType: { format: "diff" },
    });
    expect(options.headers.accept).toBe("application/vnd.host.v3.diff, application/json,application/vnd.host.diff");
  });

  it("leaves the accept header alone without a format", () => {
    expect(endpoint("GET /x", { mediaType: { format: "" } }).headers.accept).toBe("application/vnd.host.v3+json");
    expect(
      endpoint("GET /x", { headers: { accept: "application/octet-stream" }, mediaType: { format: "raw" } }).headers
        .accept,
    ).toBe("application/octet-stream");
  });

  it("can be a default and is overridden per call", () => {
    const raw = endpoint.defaults({ mediaType: { format: "raw" } });
    expect(raw("GET /x").headers.accept).toBe("application/vnd.host.v3.raw");
    expect(raw("GET /x", { mediaType: { format: "diff" } }).headers.accept).toBe("application/vnd.host.v3.diff");
  });

  it("is never a parameter", () => {
    expect(endpoint("GET /x", { mediaType: { format: "raw" } }).url).toBe("https://api.host.com/x");
  });
});

describe("mediaType.previews", () => {
  it("replaces the service media type with one per preview, on /graphql as on any REST route", () => {
    const previews = { mediaType: { previews: ["symmetra"] } };
    expect(endpoint("POST /graphql", { ...previews, query: "{ viewer { login } }" }).headers.accept).toBe(
      "application/vnd.host.symmetra-preview+json",
    );
    expect(endpoint("GET /repos/{owner}/{repo}", { ...previews, owner: "o", repo: "r" }).headers.accept).toBe(
      "application/vnd.host.symmetra-preview+json",
    );
  });

  it("takes names with or without -preview, adds mediaType.format and keeps the header's own previews first", () => {
    const options = endpoint("POST /graphql", {
      headers: { accept: "application/vnd.host.luke-cage-preview+json, text/plain" },
      mediaType: { previews: ["symmetra-preview", "luke-cage", "antiope"], format: "raw" },
    });
    expect(options.headers.accept).toBe(
      "application/vnd.host.luke-cage-preview.raw,application/vnd.host.symmetra-preview.raw,application/vnd.host.antiope-preview.raw, text/plain",
    );
  });

  it("writes the vendor word of the accept header it replaces", () => {
    const github = endpoint.defaults({ headers: { accept: "application/vnd.github+json" } });
    expect(github("POST /graphql", { mediaType: { previews: ["symmetra"] } }).headers.accept).toBe(
      "application/vnd.github.symmetra-preview+json",
    );
  });

  it("adds the call's previews to those of the defaults", () => {
    const scoped = endpoint.defaults({ mediaType: { previews: ["a", "b"] } });
    expect(scoped.DEFAULTS.mediaType.previews).toEqual(["a", "b"]);
    expect(scoped("GET /x").headers.accept).toBe(
      "application/vnd.host.a-preview+json,application/vnd.host.b-preview+json",
    );
    expect(scoped.merge("GET /x", { mediaType: { previews: ["b", "c"] } }).mediaType.previews).toEqual(["a", "b", "c"]);
    expect(scoped("GET /x", { mediaType: { previews: ["c"] } }).headers.accept).toBe(
      "application/vnd.host.a-preview+json,application/vnd.host.b-preview+json,application/vnd.host.c-preview+json",
    );
  });

  it("leaves the accept header alone when there are none or it asks for no service media type", () => {
    expect(endpoint("POST /graphql", { mediaType: { previews: [] } }).headers.accept).toBe(
      "application/vnd.host.v3+json",
    );
    expect(
      endpoint("GET /x", { headers: { accept: "application/octet-stream" }, mediaType: { previews: ["symmetra"] } })
        .headers.accept,
    ).toBe("application/octet-stream");
  });

  it("is never a parameter, and a malformed list is an error", () => {
    expect(endpoint("GET /x", { mediaType: { previews: ["a"] } }).url).toBe("https://api.host.com/x");
    const untyped = endpoint as unknown as (route: string, options: unknown) => unknown;
    expect(() => untyped("GET /x", { mediaType: { previews: "symmetra" } })).toThrow(
      "mediaType.previews must be an array of preview names, got string.",
    );
    expect(() => untyped("GET /x", { mediaType: { previews: ["a b"] } })).toThrow(
      'mediaType.previews lists names such as "symmetra" (letters, digits, _ and -), got "a b".',
    );
    expect(() => untyped("GET /x", { mediaType: { previews: [1] } })).toThrow("got a number");
  });
});

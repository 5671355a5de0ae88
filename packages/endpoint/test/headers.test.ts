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

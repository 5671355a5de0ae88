import { describe, expect, it } from "vitest";
import { endpoint } from "../src/index.js";

describe("endpoint.defaults", () => {
  it("returns a new endpoint function with its own DEFAULTS", () => {
    const enterprise = endpoint.defaults({ baseUrl: "https://ghe.example/api/v3" });
    expect(enterprise.DEFAULTS.baseUrl).toBe("https://ghe.example/api/v3");
    expect(endpoint.DEFAULTS.baseUrl).toBe("https://api.host.com");
    expect(enterprise("GET /meta").url).toBe("https://ghe.example/api/v3/meta");
  });

  it("cascades: later values override earlier ones, headers merge", () => {
    const first = endpoint.defaults({
      baseUrl: "https://a.example",
      per_page: 10,
      headers: { "x-a": "1", "x-b": "1" },
    });
    const second = first.defaults({ per_page: 100, headers: { "X-B": "2" } });
    const third = second.defaults({ baseUrl: "https://c.example" });
    expect(third.DEFAULTS).toMatchObject({
      baseUrl: "https://c.example",
      per_page: 100,
      headers: { "x-a": "1", "x-b": "2" },
    });
    expect(third("GET /x").url).toBe("https://c.example/x?per_page=100");
    expect(first.DEFAULTS).toMatchObject({ per_page: 10, headers: { "x-b": "1" } });
  });

  it("takes placeholder values as defaults", () => {
    const repo = endpoint.defaults({ owner: "hostkit", repo: "endpoint" });
    expect(repo("GET /repos/{owner}/{repo}/issues", { state: "open" }).url).toBe(
      "https://api.host.com/repos/hostkit/endpoint/issues?state=open",
    );
  });

  it("takes a route-free method and url as defaults", () => {
    const limits = endpoint.defaults({ method: "get", url: "/rate_limit" });
    expect(limits.DEFAULTS.method).toBe("GET");
    expect(limits({})).toMatchObject({ method: "get", url: "https://api.host.com/rate_limit" });
  });

  it("keeps each function's DEFAULTS apart from its parent's and from the caller's objects", () => {
    const headers = { "x-shared": "1" };
    const child = endpoint.defaults({ headers });
    child.DEFAULTS.headers["x-changed"] = "yes";
    headers["x-shared"] = "2";
    expect(endpoint.DEFAULTS.headers).not.toHaveProperty("x-changed");
    expect(child.defaults({}).DEFAULTS.headers).toMatchObject({ "x-shared": "1", "x-changed": "yes" });
    const merged = child.merge("GET /x");
    merged.mediaType.format = "raw";
    expect(child.DEFAULTS.mediaType.format).toBe("");
  });

  it("merges a default request object with the call's and leaves both untouched", () => {
    const defaultsRequest = { timeout: 1, retries: { count: 2 } };
    const scoped = endpoint.defaults({ request: defaultsRequest });
    const callRequest = { retries: { delay: 3 } };
    expect(scoped("GET /x", { request: callRequest }).request).toEqual({ timeout: 1, retries: { count: 2, delay: 3 } });
    expect(scoped.DEFAULTS.request).toEqual({ timeout: 1, retries: { count: 2 } });
    expect(callRequest).toEqual({ retries: { delay: 3 } });
  });

  it("never merges data with a default body", () => {
    const scoped = endpoint.defaults({ data: { a: 1 } });
    expect(scoped("POST /x", { data: { b: 2 } }).body).toEqual({ b: 2 });
  });
});

describe("endpoint.merge", () => {
  it("applies defaults without parsing: uppercase method, url still a template", () => {
    expect(
      endpoint.merge("patch /repos/{owner}/:repo", {
        owner: "o",
        repo: "r",
        title: undefined,
        headers: { "X-A": "1" },
      }),
    ).toEqual({
      method: "PATCH",
      baseUrl: "https://api.host.com",
      url: "/repos/{owner}/:repo",
      headers: {
        accept: "application/vnd.host.v3+json",
        "user-agent": endpoint.DEFAULTS.headers["user-agent"],
        "x-a": "1",
      },
      mediaType: { format: "" },
      owner: "o",
      repo: "r",
    });
  });

  it("needs no url: it parses nothing", () => {
    expect(endpoint.merge({ per_page: 5 })).toMatchObject({ method: "GET", per_page: 5 });
    expect(endpoint.merge({ per_page: 5 })).not.toHaveProperty("url");
  });

  it("takes options alone", () => {
    expect(endpoint.merge({ method: "post", url: "/x", a: 1 })).toMatchObject({ method: "POST", url: "/x", a: 1 });
  });

  it("merges nested parameter objects deeply", () => {
    const scoped = endpoint.defaults({ settings: { a: 1, deep: { b: 2 } } });
    expect(scoped.merge("POST /x", { settings: { deep: { c: 3 } } }).settings).toEqual({ a: 1, deep: { b: 2, c: 3 } });
  });

  it("does not let a __proto__ key change any prototype", () => {
    const options = JSON.parse('{"__proto__": {"polluted": true}, "url": "/x", "method": "POST"}') as Record<
      string,
      unknown
    >;
    const merged = endpoint.merge(options);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(endpoint(options).body).toEqual(JSON.parse('{"__proto__": {"polluted": true}}'));
  });
});

describe("endpoint.parse", () => {
  it("turns merged options into request options and equals endpoint()", () => {
    const options = { owner: "o", repo: "r", title: "t", headers: { Authorization: "token x" } };
    expect(endpoint.parse(endpoint.merge("POST /repos/{owner}/{repo}/issues", options))).toEqual(
      endpoint("POST /repos/{owner}/{repo}/issues", options),
    );
  });

  it("is stateless: it does not modify its input and gives the same result twice", () => {
    const merged = endpoint.merge("GET /x/{id}", { id: 1, q: "a", mediaType: { format: "raw" } });
    const copy = structuredClone(merged);
    const first = endpoint.parse(merged);
    expect(endpoint.parse(merged)).toEqual(first);
    expect(merged).toEqual(copy);
  });

  it("accepts hand-made merged options with mixed-case headers", () => {
    expect(
      endpoint.parse({
        method: "GET",
        baseUrl: "https://h.example",
        url: "/x",
        headers: { Accept: "a/b" },
        mediaType: { format: "" },
      }),
    ).toEqual({ method: "get", url: "https://h.example/x", headers: { accept: "a/b" } });
  });
});

describe("endpoint.defaults for the hosted service people run", () => {
  const github = endpoint.defaults({
    baseUrl: "https://api.github.com",
    headers: { accept: "application/vnd.github+json", "x-github-api-version": "2022-11-28" },
  });

  it("targets its base URL with its media type and API version on every request", () => {
    const options = github("GET /repos/{owner}/{repo}/issues", {
      owner: "octocat",
      repo: "hello-world",
      state: "open",
    });
    expect(options).toEqual({
      method: "get",
      url: "https://api.github.com/repos/octocat/hello-world/issues?state=open",
      headers: {
        accept: "application/vnd.github+json",
        "user-agent": endpoint.DEFAULTS.headers["user-agent"],
        "x-github-api-version": "2022-11-28",
      },
    });
    expect(github("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" }).headers).toMatchObject({
      accept: "application/vnd.github+json",
      "x-github-api-version": "2022-11-28",
      "content-type": "application/json; charset=utf-8",
    });
  });

  it("keeps + in a search query's q and amends its media type with mediaType.format", () => {
    expect(github("GET /search/issues", { q: "repo:octocat/hello-world+is:open", per_page: 5 }).url).toBe(
      "https://api.github.com/search/issues?q=repo%3Aoctocat%2Fhello-world+is%3Aopen&per_page=5",
    );
    expect(
      github("GET /repos/{owner}/{repo}/readme", { owner: "o", repo: "r", mediaType: { format: "raw" } }).headers
        .accept,
    ).toBe("application/vnd.github.raw");
  });

  it("builds the same request options as @octokit/endpoint, whose defaults are that service's", async () => {
    const { endpoint: peer } = await import("@octokit/endpoint");
    const calls: [string, Record<string, unknown>][] = [
      ["GET /repos/{owner}/{repo}/issues", { owner: "octocat", repo: "hello-world", state: "open", per_page: 2 }],
      ["GET /search/issues", { q: "repo:octocat/hello-world+is:open+label:bug", sort: "created" }],
      ["POST /repos/{owner}/{repo}/issues", { owner: "octocat", repo: "hello-world", title: "Bug", labels: ["bug"] }],
      ["GET /repos/{owner}/{repo}/readme", { owner: "o", repo: "r", mediaType: { format: "raw" } }],
      ["POST /graphql", { query: "{ viewer { login } }", mediaType: { previews: ["symmetra"] } }],
      [
        "POST /graphql",
        { query: "{ viewer { login } }", mediaType: { previews: ["symmetra", "luke-cage"], format: "raw" } },
      ],
      [
        "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships",
        { enterprise: "e", "enterprise-team": "t" },
      ],
    ];
    for (const [route, parameters] of calls) {
      const ours = github(route, parameters);
      const headers = { accept: "application/vnd.github+json", "x-github-api-version": "2022-11-28" };
      const theirs = peer(route, { ...parameters, headers });
      expect({
        method: ours.method.toUpperCase(),
        url: ours.url,
        body: ours.body,
        accept: ours.headers.accept,
      }).toEqual({
        method: theirs.method,
        url: theirs.url,
        body: theirs.body,
        accept: theirs.headers.accept,
      });
    }
  });
});

describe("mediaType.previews in defaults", () => {
  it("add up with the call's on /graphql as with @octokit/endpoint", async () => {
    const { endpoint: peer } = await import("@octokit/endpoint");
    const github = { baseUrl: "https://api.github.com", headers: { accept: "application/vnd.github+json" } };
    const defaults = { ...github, mediaType: { previews: ["symmetra", "antiope"] } };
    const call = { query: "{ viewer { login } }", mediaType: { previews: ["luke-cage", "symmetra"] } };
    const ours = endpoint.defaults(defaults)("POST /graphql", call);
    const theirs = peer.defaults(defaults)("POST /graphql", call);
    expect(ours.headers.accept).toBe(theirs.headers.accept);
    expect(ours.headers.accept).toBe(
      "application/vnd.github.antiope-preview+json,application/vnd.github.luke-cage-preview+json,application/vnd.github.symmetra-preview+json",
    );
    expect(ours.body).toEqual(theirs.body);
  });
});

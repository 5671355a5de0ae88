import { describe, expect, it } from "vitest";
import { endpoint, type EndpointOptions } from "../src/index.js";

const baseHeaders = {
  accept: "application/vnd.host.v3+json",
  "user-agent": expect.stringMatching(/^hostkit-endpoint\/\d+\.\d+\.\d+/) as unknown as string,
};

describe("routes", () => {
  it("turns a route and parameters into request options", () => {
    expect(endpoint("GET /orgs/{org}/repos", { org: "hostkit" })).toEqual({
      method: "get",
      url: "https://api.host.com/orgs/hostkit/repos",
      headers: baseHeaders,
    });
  });

  it("defaults the method of a bare URL route to GET", () => {
    expect(endpoint("/users/{user}", { user: "mona" })).toMatchObject({
      method: "get",
      url: "https://api.host.com/users/mona",
    });
  });

  it("takes method and url from options when there is no route", () => {
    expect(endpoint({ method: "DELETE", url: "/repos/{owner}/{repo}", owner: "o", repo: "r" })).toMatchObject({
      method: "delete",
      url: "https://api.host.com/repos/o/r",
    });
    expect(endpoint({ url: "/rate_limit" })).toMatchObject({ method: "get", url: "https://api.host.com/rate_limit" });
  });

  it("uses options.method for a route without a method, and the route's method and url over the defaults'", () => {
    expect(endpoint("/x", { method: "POST" }).method).toBe("post");
    const scoped = endpoint.defaults({ method: "POST", url: "/b" });
    expect(scoped("PUT /a")).toMatchObject({ method: "put", url: "https://api.host.com/a" });
    expect(scoped("/a")).toMatchObject({ method: "post", url: "https://api.host.com/a" });
  });

  it("outputs the method lowercase whatever case it is given in", () => {
    expect(endpoint("Patch /x").method).toBe("patch");
    expect(endpoint({ method: "post", url: "/x" }).method).toBe("post");
  });

  it("fills :name placeholders like {name} ones", () => {
    expect(endpoint("GET /repos/:owner/:repo/issues", { owner: "host kit", repo: "endpoint" }).url).toBe(
      "https://api.host.com/repos/host%20kit/endpoint/issues",
    );
  });
});

describe("placeholders named with -", () => {
  const route = "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships";
  const expected = "https://api.host.com/enterprises/e/teams/t%2F1/memberships?per_page=2";

  it("are filled in routes, in url and from defaults", () => {
    expect(endpoint(route, { enterprise: "e", "enterprise-team": "t/1", per_page: 2 }).url).toBe(expected);
    expect(
      endpoint({ url: route.slice("GET ".length), enterprise: "e", "enterprise-team": "t/1", per_page: 2 }).url,
    ).toBe(expected);
    const team = endpoint.defaults({ enterprise: "e", "enterprise-team": "t/1" });
    expect(team(route, { per_page: 2 }).url).toBe(expected);
    expect(team.merge(route)).toMatchObject({ url: route.slice("GET ".length), "enterprise-team": "t/1" });
  });

  it("are never parameters once they fill a placeholder", () => {
    const add = endpoint("POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/add", {
      enterprise: "e",
      "enterprise-team": "t",
      usernames: ["mona"],
    });
    expect(add.url).toBe("https://api.host.com/enterprises/e/teams/t/memberships/add");
    expect(add.body).toEqual({ usernames: ["mona"] });
  });

  it("give the URL @octokit/endpoint gives", async () => {
    const { endpoint: peer } = await import("@octokit/endpoint");
    const parameters = { enterprise: "e", "enterprise-team": "t", page: 3 };
    expect(endpoint(route, parameters).url).toBe(peer(route, { ...parameters, baseUrl: "https://api.host.com" }).url);
  });
});

describe("a url or method beside a route", () => {
  // A plain string: these calls test what happens at run time, whatever the route's types allow.
  const route: string = "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config";
  const hook = { owner: "o", repo: "r", hook_id: 1 };

  it("is an error naming data when it differs from the route's, rather than lost", () => {
    const message =
      'The route "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config" sets the url, so options.url ("https://example.com/hook") would be lost. To send a body field named "url", pass the whole body as data: { data: { url: ... } }.';
    const options = { ...hook, url: "https://example.com/hook", content_type: "json" };
    expect(() => endpoint(route, options)).toThrow(message);
    expect(() => endpoint.merge(route, options)).toThrow(message);
    expect(() => endpoint("POST /x", { method: "PUT" })).toThrow(
      'The route "POST /x" sets the method, so options.method ("PUT") would be lost. To send a body field named "method", pass the whole body as data',
    );
    expect(() => endpoint("/x", { url: 1 } as unknown as EndpointOptions)).toThrow(
      "sets the url, so options.url (a number) would be lost",
    );
  });

  it("says where a query parameter of that name goes for a method without a body", () => {
    expect(() => endpoint("GET /search", { url: "https://example.com" })).toThrow(
      'A GET request has no body: write a query parameter named "url" into the route itself.',
    );
  });

  it("is accepted when it says what the route says", () => {
    expect(endpoint("GET /x", { method: "get", url: "/x" }).url).toBe("https://api.host.com/x");
    expect(endpoint.merge("POST /x", { method: "POST", url: "/x" })).toMatchObject({ method: "POST", url: "/x" });
  });

  it("goes in the body through data, the way the error names", () => {
    const data = { url: "https://example.com/hook", content_type: "json" };
    const options = endpoint(route, { ...hook, data, headers: { "content-type": "application/json" } });
    expect(options).toMatchObject({ url: "https://api.host.com/repos/o/r/hooks/1/config", body: data });
  });
});

describe("parameter placement", () => {
  it("rule 1: a key with a placeholder in url replaces that placeholder", () => {
    const options = endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
    expect(options.url).toBe("https://api.host.com/repos/o/r/issues");
    expect(options.body).toEqual({ title: "t" });
  });

  it("rule 2: for GET and HEAD the other keys become query parameters", () => {
    expect(endpoint("GET /orgs/{org}/repos", { org: "o", type: "public", per_page: 2 }).url).toBe(
      "https://api.host.com/orgs/o/repos?type=public&per_page=2",
    );
    const head = endpoint("HEAD /x", { a: 1 });
    expect(head.url).toBe("https://api.host.com/x?a=1");
    expect(head).not.toHaveProperty("body");
  });

  it("rule 3: for other methods the other keys become keys of the JSON body", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const options = endpoint(`${method} /x/{id}`, { id: 1, name: "n", tags: ["a"], nested: { on: true } });
      expect(options.url).toBe("https://api.host.com/x/1");
      expect(options.body).toEqual({ name: "n", tags: ["a"], nested: { on: true } });
      expect(options.headers["content-type"]).toBe("application/json; charset=utf-8");
    }
  });

  it("keeps a content-type the caller set for a JSON body", () => {
    const options = endpoint("POST /x", { a: 1, headers: { "Content-Type": "application/vnd.custom+json" } });
    expect(options.headers["content-type"]).toBe("application/vnd.custom+json");
  });

  it("sends parameters of a method without a body (OPTIONS, custom verbs) in the query", () => {
    const options = endpoint("OPTIONS /x", { a: 1 });
    expect(options.url).toBe("https://api.host.com/x?a=1");
    expect(options).not.toHaveProperty("body");
  });

  it("drops undefined values and keeps 0, false and the empty string", () => {
    expect(endpoint("GET /x", { a: undefined, b: 0, c: false, d: "" }).url).toBe(
      "https://api.host.com/x?b=0&c=false&d=",
    );
    expect(endpoint("POST /x", { a: undefined, b: 0, c: false, d: "" }).body).toEqual({ b: 0, c: false, d: "" });
    expect(endpoint("GET /x/{a}/{b}/{c}", { a: 0, b: false, c: "" }).url).toBe("https://api.host.com/x/0/false/");
  });

  it("drops null query values but keeps null in a JSON body, where it means something", () => {
    expect(endpoint("GET /x", { a: null, b: 1 }).url).toBe("https://api.host.com/x?b=1");
    expect(endpoint("PATCH /issues/{n}", { n: 1, milestone: null }).body).toEqual({ milestone: null });
  });

  it("has no body when a body method has no parameters", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const options = endpoint(`${method} /x`);
      expect(options).not.toHaveProperty("body");
      expect(options.headers).not.toHaveProperty("content-type");
    }
  });
});

describe("query strings", () => {
  it("uses %20 for spaces, never +, and encodes reserved characters in values and names", () => {
    expect(endpoint("GET /search", { text: "a b+c&d=e/f" }).url).toBe(
      "https://api.host.com/search?text=a%20b%2Bc%26d%3De%2Ff",
    );
    expect(endpoint("GET /x", { "a b": 1 }).url).toBe("https://api.host.com/x?a%20b=1");
  });

  it("keeps + inside q as the search service's qualifier separator, and encodes + in every other parameter", () => {
    expect(endpoint("GET /search/issues", { q: "repo:a/b+is:open" }).url).toBe(
      "https://api.host.com/search/issues?q=repo%3Aa%2Fb+is%3Aopen",
    );
    expect(endpoint("GET /search", { q: "a b+c&d=e/f", sort: "x+y" }).url).toBe(
      "https://api.host.com/search?q=a%20b+c%26d%3De%2Ff&sort=x%2By",
    );
    expect(endpoint("GET /search{?q,sort}", { q: "is:pr+is:open", sort: "a+b" }).url).toBe(
      "https://api.host.com/search?q=is%3Apr+is%3Aopen&sort=a%2Bb",
    );
    expect(endpoint("GET /search?per_page=1{&q}", { q: ["a+b", "c"] }).url).toBe(
      "https://api.host.com/search?per_page=1&q=a+b,c",
    );
    // Exploded, an object's keys are the parameter names, so its values are not q's.
    expect(endpoint("GET /search{?q*}", { q: { label: "a+b" } }).url).toBe("https://api.host.com/search?label=a%2Bb");
    // A q in the path or a body is no query parameter: encoded as usual.
    expect(endpoint("GET /search/{q}", { q: "a+b" }).url).toBe("https://api.host.com/search/a%2Bb");
    expect(endpoint("POST /search", { q: "a+b" }).body).toEqual({ q: "a+b" });
  });

  it("writes an array as a comma-separated list, each item encoded", () => {
    expect(endpoint("GET /tickets", { labels: ["bug", "help wanted", "a,b"] }).url).toBe(
      "https://api.host.com/tickets?labels=bug,help%20wanted,a%2Cb",
    );
  });

  it("writes an object as name=key,value,... (RFC 6570 {?name}), never [object Object]", () => {
    const { url } = endpoint("GET /x", { filter: { state: "open", sort: "created at" } });
    expect(url).toBe("https://api.host.com/x?filter=state,open,sort,created%20at");
    expect(url).not.toContain("object");
  });

  it("writes nested arrays and objects as JSON text", () => {
    expect(endpoint("GET /x", { a: [{ b: 1 }] }).url).toBe(`https://api.host.com/x?a=${encodeURIComponent('{"b":1}')}`);
  });

  it("expands appended parameters exactly like a {?names} template would", () => {
    const values = { list: ["a b", "c"], obj: { k: "v" }, n: 0 };
    expect(endpoint("GET /x", values).url).toBe(endpoint("GET /x{?list,obj,n}", values).url);
  });

  it("drops empty arrays and objects", () => {
    expect(endpoint("GET /x", { a: [], b: {}, c: 1 }).url).toBe("https://api.host.com/x?c=1");
  });

  it("continues a query the url already has and keeps the fragment last", () => {
    expect(endpoint("GET /x?fixed=yes", { a: 1 }).url).toBe("https://api.host.com/x?fixed=yes&a=1");
    expect(endpoint("GET /x?", { a: 1 }).url).toBe("https://api.host.com/x?a=1");
    expect(endpoint("GET /x{?q}", { q: "z", a: 1 }).url).toBe("https://api.host.com/x?q=z&a=1");
    expect(endpoint("GET /x#top", { a: 1 }).url).toBe("https://api.host.com/x?a=1#top");
  });
});

describe("URL templates in routes", () => {
  it("escapes a / inside a simple {x} value and keeps it with {+x}", () => {
    expect(
      endpoint("GET /repos/{owner}/{repo}/contents/{path}", { owner: "o", repo: "r", path: "src/a b.ts" }).url,
    ).toBe("https://api.host.com/repos/o/r/contents/src%2Fa%20b.ts");
    expect(
      endpoint("GET /repos/{owner}/{repo}/contents/{+path}", { owner: "o", repo: "r", path: "src/a b.ts" }).url,
    ).toBe("https://api.host.com/repos/o/r/contents/src/a%20b.ts");
  });

  it("leaves . and .. values as they are, which URL parsers then resolve as dot segments", () => {
    const { url } = endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: ".." });
    expect(url).toBe("https://api.host.com/repos/o/..");
    expect(new URL(url).pathname).toBe("/repos/");
  });

  it("supports every operator, explode and prefix in one route", () => {
    const { url } = endpoint("GET /a{/segments*}{.ext}{;matrix}{?q:3,list*}{&more}{#frag}", {
      segments: ["b", "c d"],
      ext: "json",
      matrix: "m",
      q: "abcdef",
      list: [1, 2],
      more: "yes",
      frag: "top",
    });
    expect(url).toBe("https://api.host.com/a/b/c%20d.json;matrix=m?q=abc&list=1&list=2&more=yes#top");
  });

  it("fills {?name,label} from options and sends data as the body", () => {
    const options = endpoint("POST /repos/{owner}/{repo}/releases/{id}/assets{?name,label}", {
      owner: "o",
      repo: "r",
      id: 1,
      name: "app.zip",
      label: "App build",
      data: "binary-content",
      headers: { "content-type": "application/zip" },
    });
    expect(options).toMatchObject({
      method: "post",
      url: "https://api.host.com/repos/o/r/releases/1/assets?name=app.zip&label=App%20build",
      body: "binary-content",
    });
    expect(options.headers["content-type"]).toBe("application/zip");
  });

  it("expands an option-named placeholder such as {url} to nothing rather than from the option", () => {
    expect(endpoint("GET /x/{method}{?url}", { a: 1 }).url).toBe("https://api.host.com/x/?a=1");
  });
});

describe("base URL", () => {
  it("defaults to https://api.host.com", () => {
    expect(endpoint.DEFAULTS.baseUrl).toBe("https://api.host.com");
  });

  it("is overridden by a full URL in url", () => {
    expect(endpoint("GET https://uploads.example.com/x/{id}", { id: 1, baseUrl: "https://ignored.example" }).url).toBe(
      "https://uploads.example.com/x/1",
    );
    expect(endpoint("GET {+upload_url}", { upload_url: "http://127.0.0.1:9/up" }).url).toBe("http://127.0.0.1:9/up");
  });

  it("joins base URL and path with exactly one slash", () => {
    expect(endpoint("GET /x", { baseUrl: "https://h.example/api/" }).url).toBe("https://h.example/api/x");
    expect(endpoint("GET x", { baseUrl: "https://h.example/api" }).url).toBe("https://h.example/api/x");
    expect(endpoint("GET /x", { baseUrl: "https://h.example/api/v3" }).url).toBe("https://h.example/api/v3/x");
  });
});

describe("data and request", () => {
  it("sends data as the body exactly as given, without adding headers", () => {
    const data = new Uint8Array([1, 2, 3]);
    const options = endpoint("PUT /x/{id}", { id: 1, data, ignored: "not in body" });
    expect(options.body).toBe(data);
    expect(options.headers).not.toHaveProperty("content-type");
  });

  it("keeps data even when it is 0, false or the empty string", () => {
    expect(endpoint("POST /x", { data: "" }).body).toBe("");
    expect(endpoint("POST /x", { data: 0 }).body).toBe(0);
    expect(endpoint("POST /x", { data: false }).body).toBe(false);
  });

  it("returns request untouched, the very same object", () => {
    const request = { timeout: 5, signal: new AbortController().signal, hook: () => undefined };
    expect(endpoint("GET /x", { request }).request).toBe(request);
    expect(endpoint("GET /x")).not.toHaveProperty("request");
  });
});

describe("errors", () => {
  it("names the missing url", () => {
    expect(() => endpoint({})).toThrow(/The url is required unless a route sets it/);
    expect(() => endpoint({ method: "GET" })).toThrow(Error);
  });

  it("names the missing method; an undefined method falls back to GET", () => {
    const noMethod = endpoint.defaults({ method: undefined });
    expect(() => endpoint.parse({ ...endpoint.DEFAULTS, method: "", url: "/x" })).toThrow(/The method is required/);
    expect(noMethod({ url: "/x" }).method).toBe("get");
    const { method: _method, ...withoutMethod } = endpoint.merge("GET /x");
    expect(() => endpoint.parse(withoutMethod as typeof endpoint.DEFAULTS)).toThrow(
      /The method is required unless a route sets it/,
    );
  });

  it("rejects a method that is not an HTTP method name", () => {
    expect(() => endpoint({ method: "GET X", url: "/x" })).toThrow(
      'The method must be an HTTP method name such as "GET", got "GET X".',
    );
  });

  it("rejects a body on a method that cannot carry one", () => {
    expect(() => endpoint("GET /x", { data: "body" })).toThrow("A GET request cannot have a body");
  });

  it("names a malformed url template", () => {
    expect(() => endpoint("GET /x/{org")).toThrow(`Invalid url template "/x/{org": unclosed '{'`);
  });

  it("names a first argument that is neither a route nor options", () => {
    const untyped = endpoint as unknown as (route: unknown, options?: unknown) => unknown;
    expect(() => untyped(null)).toThrow("Expected a route string or an options object, got null.");
    expect(() => untyped(42)).toThrow("Expected a route string or an options object, got number.");
    expect(() => untyped("GET /x", "oops")).toThrow("Expected a route string or an options object, got string.");
    expect(untyped("GET /x", null)).toMatchObject({ url: "https://api.host.com/x" });
  });

  it("needs a baseUrl for a relative url", () => {
    expect(() => endpoint.parse({ ...endpoint.DEFAULTS, baseUrl: undefined as unknown as string, url: "/x" })).toThrow(
      /The baseUrl is required/,
    );
  });
});

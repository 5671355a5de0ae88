// Type tests: `npm run typecheck` (tsc over test/) proves each `@ts-expect-error` line is an
// error and each other line compiles; vitest runs the file too, where the calls must not throw.
import { describe, expectTypeOf, it } from "vitest";
import {
  endpoint,
  type MergedOptions,
  type OptionalPlaceholders,
  type RequestOptions,
  type RequiredPlaceholders,
  type RouteUrl,
} from "../src/index.js";

describe("route types", () => {
  it("extracts placeholders from the literal template", () => {
    expectTypeOf<RouteUrl<"GET /orgs/{org}">>().toEqualTypeOf<"/orgs/{org}">();
    expectTypeOf<RouteUrl<"/orgs/{org}">>().toEqualTypeOf<"/orgs/{org}">();
    expectTypeOf<RequiredPlaceholders<"/repos/{owner}/{repo}">>().toEqualTypeOf<"owner" | "repo">();
    expectTypeOf<RequiredPlaceholders<"/repos/:owner/:repo/compare/:base...:head">>().toEqualTypeOf<
      "owner" | "repo" | "base" | "head"
    >();
    expectTypeOf<RequiredPlaceholders<"{+path,x:3}/{y*}">>().toEqualTypeOf<"path" | "x" | "y">();
    expectTypeOf<RequiredPlaceholders<"https://user:pass@localhost:8080/a?b=:c">>().toEqualTypeOf<never>();
    expectTypeOf<OptionalPlaceholders<"/a{/b}{.c}{;d}{?e,f*}{&g:2}{#h}">>().toEqualTypeOf<
      "b" | "c" | "d" | "e" | "f" | "g" | "h"
    >();
  });

  it("reads names with -, in expressions and after :name", () => {
    expectTypeOf<RequiredPlaceholders<"/enterprises/{enterprise}/teams/{enterprise-team}">>().toEqualTypeOf<
      "enterprise" | "enterprise-team"
    >();
    expectTypeOf<OptionalPlaceholders<"/x{?per-page,x-list*}">>().toEqualTypeOf<"per-page" | "x-list">();
    expectTypeOf<RequiredPlaceholders<"/range/:from-:to">>().toEqualTypeOf<"from" | "to">();
    const route = "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships";
    endpoint(route, { enterprise: "e", "enterprise-team": "t" });
    // @ts-expect-error enterprise-team is missing
    endpoint(route, { enterprise: "e" });
    endpoint.defaults({ "enterprise-team": "t" })(route, { enterprise: "e" });
  });

  it("requires every placeholder parameter of a literal route", () => {
    endpoint("GET /orgs/{org}", { org: "hostkit" });
    endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", per_page: 1 });
    endpoint("GET /repos/:owner/:repo", { owner: "o", repo: "r" });
    // @ts-expect-error org is missing
    endpoint("GET /orgs/{org}", {});
    // @ts-expect-error options with org are required
    endpoint("GET /orgs/{org}");
    // @ts-expect-error repo is missing
    endpoint("GET /repos/{owner}/{repo}", { owner: "o" });
    // @ts-expect-error repo is missing (colon form)
    endpoint("GET /repos/:owner/:repo", { owner: "o" });
    // @ts-expect-error undefined does not fill a placeholder
    endpoint("GET /orgs/{org}", { org: undefined });
    // @ts-expect-error path is missing from the reserved expression
    endpoint("GET /contents/{+path}", {});
  });

  it("keeps query, fragment and other operator variables optional", () => {
    endpoint("GET /search{?q,page}");
    endpoint("POST /assets{?name,label}", { name: "a", data: "x" });
    endpoint("GET /a{/b}{.c}{#d}");
  });

  it("accepts anything for a non-literal route", () => {
    const route: string = "GET /orgs/{org}";
    endpoint(route);
    endpoint(route, { anything: 1 });
  });

  it("types the options form from its url", () => {
    endpoint({ method: "GET", url: "/orgs/{org}", org: "o" });
    endpoint({ url: "/rate_limit" });
    // @ts-expect-error org is missing
    endpoint({ method: "GET", url: "/orgs/{org}" });
  });

  it("knows which placeholders the defaults fill", () => {
    const scoped = endpoint.defaults({ owner: "hostkit" });
    scoped("GET /repos/{owner}/{repo}", { repo: "endpoint" });
    const both = scoped.defaults({ repo: "endpoint" });
    both("GET /repos/{owner}/{repo}");
    // @ts-expect-error repo is not a default of `scoped`
    scoped("GET /repos/{owner}/{repo}", {});
  });

  it("types the named options", () => {
    // @ts-expect-error headers values are strings or numbers
    endpoint("GET /", { headers: { accept: {} } });
    // @ts-expect-error mediaType.format is a string
    endpoint("GET /", { mediaType: { format: 1 } });
  });

  it("returns request options from endpoint and parse, merged options from merge", () => {
    expectTypeOf(endpoint("GET /")).toEqualTypeOf<RequestOptions>();
    expectTypeOf(endpoint.merge("GET /orgs/{org}")).toEqualTypeOf<MergedOptions>();
    expectTypeOf(endpoint.parse(endpoint.merge("GET /"))).toEqualTypeOf<RequestOptions>();
    expectTypeOf(endpoint.DEFAULTS.baseUrl).toEqualTypeOf<string>();
    expectTypeOf(endpoint("GET /").body).toEqualTypeOf<unknown>();
  });
});

// Types of the routes the REST API description lists: `npm run typecheck` proves each
// `@ts-expect-error` line is an error and each other line compiles; vitest runs the calls too.
import { describe, expectTypeOf, it } from "vitest";
import {
  endpoint,
  type RequestOptions,
  type RestRoute,
  type RestRouteParameters,
  type RestRouteResponse,
  type RestSchemas,
} from "../src/index.js";

describe("described routes", () => {
  it("check each parameter's name, type and required-ness", () => {
    endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "closed", per_page: 5 });
    // @ts-expect-error state is open, closed or all
    endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "shut" });
    // @ts-expect-error per_page is a number
    endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", per_page: "5" });
    // @ts-expect-error repo is a required path parameter
    endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o" });
    // @ts-expect-error no such parameter
    endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", stat: "open" });
    // @ts-expect-error issue_number is a number
    endpoint("GET /repos/{owner}/{repo}/issues/{issue_number}", { owner: "o", repo: "r", issue_number: "1" });
  });

  it("check required query and body parameters", () => {
    endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", labels: ["bug"] });
    // @ts-expect-error title is a required body parameter
    endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", body: "text" });
    // @ts-expect-error q is a required query parameter
    endpoint("GET /search/issues", {});
    endpoint("GET /search/issues", { q: "is:open", order: "asc" });
  });

  it("take a body that is not an object of parameters as data", () => {
    endpoint("POST /markdown/raw", { data: "# title", headers: { "content-type": "text/plain" } });
    endpoint("PUT /repos/{owner}/{repo}/issues/{issue_number}/labels", {
      owner: "o",
      repo: "r",
      issue_number: 1,
      data: { labels: ["bug"] },
    });
  });

  it("keep endpoint's own options beside the parameters", () => {
    endpoint("GET /repos/{owner}/{repo}", {
      owner: "o",
      repo: "r",
      headers: { "x-host-api-version": "2022-11-28" },
      mediaType: { format: "raw" },
      baseUrl: "http://127.0.0.1:1",
      request: { retries: 1 },
    });
    // @ts-expect-error headers values are strings or numbers
    endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", headers: { accept: {} } });
  });

  it("need no options when no parameter is required", () => {
    endpoint("GET /rate_limit");
    endpoint("GET /user/repos", { per_page: 100 });
    // @ts-expect-error GET /repos/{owner}/{repo} has path parameters
    endpoint("GET /repos/{owner}/{repo}");
  });

  it("let defaults fill described parameters", () => {
    const scoped = endpoint.defaults({ owner: "hostkit", repo: "endpoint" });
    scoped("GET /repos/{owner}/{repo}/issues", { state: "open" });
    scoped("GET /repos/{owner}/{repo}/issues/{issue_number}", { issue_number: 1 });
    // @ts-expect-error issue_number is not a default
    scoped("GET /repos/{owner}/{repo}/issues/{issue_number}", {});
  });

  it("leave routes the description lacks to the placeholder rules", () => {
    endpoint("GET /teleport/{place}", { place: "x", anything: 1 });
    endpoint("get /repos/{owner}/{repo}", { owner: "o", repo: "r", extra: true });
    // @ts-expect-error place is still a required placeholder
    endpoint("GET /teleport/{place}", {});
    const route: string = "GET /repos/{owner}/{repo}";
    endpoint(route, { whatever: 1 });
    expectTypeOf<"GET /teleport/{place}">().not.toExtend<RestRoute>();
  });

  it("export each route's parameters and answer", () => {
    type Issues = RestRouteResponse<"GET /repos/{owner}/{repo}/issues">;
    expectTypeOf<Issues>().toEqualTypeOf<RestSchemas.Issue[]>();
    expectTypeOf<Issues[number]["number"]>().toEqualTypeOf<number>();
    expectTypeOf<Issues[number]["state"]>().toEqualTypeOf<string>();
    expectTypeOf<RestRouteResponse<"DELETE /repos/{owner}/{repo}">>().toEqualTypeOf<undefined>();
    expectTypeOf<
      RestRouteResponse<"GET /repos/{owner}/{repo}/pulls/{pull_number}">
    >().toEqualTypeOf<RestSchemas.PullRequest>();
    expectTypeOf<RestRouteParameters<"GET /repos/{owner}/{repo}/issues">["state"]>().toEqualTypeOf<
      "open" | "closed" | "all" | undefined
    >();
    expectTypeOf(endpoint("GET /rate_limit")).toEqualTypeOf<RequestOptions>();
  });
});

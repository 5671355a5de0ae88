import { openapiContract, type OpenapiContract, type OperationsDocument } from "@hostkit/rest/testing";
import { afterAll, beforeAll, describe, it } from "vitest";
<%_ if (auth) { _%>
import { operationCredentials } from "../test/operation-credentials.js";
<%_ } _%>
import { startTestApp, type TestApp } from "../test/test-app.js";

// The served document, walked operation by operation (see openapiContract): with every option on, 31 operations
// × (2 × runs + 3) requests take about 15 s, most of it hashing the passwords the generated users get.
const runs = 12;

let app: TestApp;
let contract: OpenapiContract;

beforeAll(async () => {
  app = await startTestApp({ DOCS: "true"<%- social ? ', AUTH_REDIRECT_URLS: "https://app.example.com/signed-in"' : "" %> });
  const document = (await app.request("GET", "/docs/openapi.json")).body as OperationsDocument;
  contract = openapiContract({ document, request: app.request, <%- auth ? "credentials: await operationCredentials(app), " : "" %>runs });
});
afterAll(() => app.close());

describe("the served OpenAPI document", () => {
  it("names every operation once, in camelCase, with its security", () => contract.namesEveryOperation());

  it("answers a method a documented path lacks with 405 and Allow listing the documented methods", () => contract.answersMissingMethods());

  it("accepts each operation's documented examples, as JSON and as a form", () => contract.acceptsExamples());

  it("accepts generated valid requests, answering each as documented", () => contract.acceptsValidRequests());

  it("follows each list's Link header to the pages it names, each answered as documented", () => contract.followsListLinks());

  it("refuses generated invalid bodies and query strings with 400, or with the credentials' own documented error", () =>
    contract.refusesInvalidRequests());
});
